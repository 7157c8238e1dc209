import type { FastifyInstance, FastifyReply } from 'fastify';

/** Deeper JSON than any form of the product sends; deeper nesting crashed libraries with a 500 (stack, recursion). */
export const MAX_JSON_DEPTH = 32;
export const NUL_MESSAGE_KEY = 'validation.nul';

const NUL = '\u0000';
const ENCODED_NUL = /%00/i;

const refuse = (reply: FastifyReply, message: string, fields: Record<string, string>) =>
  reply.status(400).send({ message, code: 'VALIDATION', fields });

/** The query parameter holding an encoded or raw NUL, by name ("query" when the name itself is the culprit). */
function queryFieldWithNul(query: string): string {
  for (const pair of query.split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    if (ENCODED_NUL.test(rawKey) || rawKey.includes(NUL)) return 'query';
    if (ENCODED_NUL.test(rawValue) || rawValue.includes(NUL)) {
      try {
        return decodeURIComponent(rawKey.replace(/\+/g, ' ')) || 'query';
      } catch {
        return 'query';
      }
    }
  }
  return 'query';
}

type Problem = { kind: 'nul' | 'depth'; path: string };

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The first NUL (in a key or a string) or over-deep nesting in a parsed body, with its dotted path. */
export function findBodyProblem(value: unknown, path: string[] = [], depth = 0): Problem | undefined {
  const here = () => path.join('.') || 'body';
  if (typeof value === 'string') return value.includes(NUL) ? { kind: 'nul', path: here() } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // Buffers and streams (file uploads) are not JSON and are checked by their own routes.
  if (!Array.isArray(value) && !isPlainObject(value)) return undefined;
  if (depth >= MAX_JSON_DEPTH) return { kind: 'depth', path: here() };
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return { kind: 'nul', path: [...path, key.replaceAll(NUL, '\\0')].join('.') };
    const problem = findBodyProblem(inner, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * PostgreSQL refuses NUL in text (a 500 deep in a query) and no person types one: refused up front, in the path, the
 * query and anywhere in a JSON body, as a 400 naming the field. Over-deep JSON is refused the same way.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    if (ENCODED_NUL.test(path) || path.includes(NUL)) {
      return refuse(reply, 'The address contains a character that is not allowed.', { path: NUL_MESSAGE_KEY });
    }
    if (mark !== -1) {
      const query = url.slice(mark + 1);
      if (ENCODED_NUL.test(query) || query.includes(NUL)) {
        return refuse(reply, 'The address contains a character that is not allowed.', {
          [queryFieldWithNul(query)]: NUL_MESSAGE_KEY,
        });
      }
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const problem = findBodyProblem(request.body);
    if (!problem) return;
    if (problem.kind === 'depth') {
      return refuse(reply, `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, {
        body: 'validation.invalid',
      });
    }
    return refuse(reply, 'A field contains a character that is not allowed.', { [problem.path]: NUL_MESSAGE_KEY });
  });
}
