import type { FastifyInstance } from 'fastify';
import type { FuzzCase } from './cases';

/** What must never reach a client: a stack frame, a dependency path, SQL text or a database error. */
export const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat .*\.(ts|js|mjs|cjs):\d+/],
  ['node_modules path', /node_modules/],
  ['SQL text', /Failed query|\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]{0,300}?\b(FROM|INTO|SET|WHERE)\b|\bselect\s[\s\S]{0,300}?\bfrom\s+"|\binsert\s+into\s+"|\bupdate\s+"\w+"\s+set\b|params:/],
  ['database error', /invalid input syntax for|violates \w+(-\w+)? constraint|syntax error at or near|duplicate key value|invalid byte sequence for encoding|relation "\w+" does not exist/i],
];

/** Sends one case; returns why it failed, or null when the answer is a refusal or success that leaks nothing. */
export async function check(app: FastifyInstance, fuzzCase: FuzzCase, cookie: string | undefined): Promise<string | null> {
  const request = fuzzCase.request;
  const where = `${request.method} ${request.url.slice(0, 120)} [${fuzzCase.label}]`;
  let status: number;
  let body: string;
  try {
    const res = await app.inject({ ...request, headers: { ...(request.headers as object), ...(cookie ? { cookie } : {}) } });
    status = res.statusCode;
    body = res.body;
  } catch (error) {
    return `${where}: inject threw ${(error as Error).message}`;
  }
  if (status >= 500) return `${where}: ${status} ${body.slice(0, 300)}`;
  for (const [what, re] of LEAKS) {
    const hit = re.exec(body);
    if (hit) return `${where}: ${status} leaks ${what}: …${body.slice(Math.max(0, hit.index - 60), hit.index + 120)}…`;
  }
  return null;
}
