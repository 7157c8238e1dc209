/**
 * The pino `err` serializer. An error's message can carry the data it failed on: drizzle puts the whole query and its
 * parameters in it ("Failed query: … params: …"), PostgreSQL quotes the offending value ('invalid input syntax …:
 * "…"') and adds `detail`/`where`. The log keeps what tells a developer where to look (class, code, constraint, the
 * stack's frames) and nothing typed by a person.
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  /** PostgreSQL's schema names: which constraint, table or column, never the value. */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
}

const MAX_DEPTH = 3;
const MAX_AGGREGATED = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & Record<string, unknown>;

function isDatabaseError(error: ErrorLike): boolean {
  return (typeof error.code === 'string' && SQLSTATE.test(error.code)) || typeof error.severity === 'string';
}

/** The message without parameters, SQL or quoted values. */
export function scrubMessage(message: string, database: boolean): string {
  let text = message.split(/\n?params:/)[0]!;
  if (/^Failed query:/.test(text)) return 'Failed query';
  // Double quotes hold values in PostgreSQL's and JSON.parse's messages; single quotes too in PostgreSQL's.
  text = text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  if (database) text = text.replace(/'(?:[^'\\]|\\.)*'/g, "'…'");
  // SMTP servers name the refused recipient: "550 <louise@example.be>: Recipient address rejected".
  text = text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi, '[e-mail]');
  return text.split('\n')[0]!;
}

/** Only the frames: the first lines of a stack repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

const schemaName = (value: unknown) =>
  typeof value === 'string' && /^[a-z_][a-z0-9_]*$/i.test(value) ? value : undefined;

export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error))
    return { type: value === null ? 'null' : typeof value, message: 'a non-Error value was thrown' };
  const error = value as ErrorLike;
  const database = isDatabaseError(error);
  // Minified classes (PGlite's) have one-letter names: their `name` says more.
  const className = error.constructor?.name ?? '';
  const out: LoggedError = {
    type: className.length > 2 ? className : error.name || 'Error',
    message: scrubMessage(String(error.message ?? ''), database),
  };
  if (typeof error.code === 'string' || typeof error.code === 'number') out.code = error.code;
  if (typeof error.statusCode === 'number') out.statusCode = error.statusCode;
  if (database) {
    out.constraint = schemaName(error.constraint);
    out.table = schemaName(error.table);
    out.column = schemaName(error.column);
  }
  out.stack = framesOf(error.stack);
  if (depth < MAX_DEPTH && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(error.errors)) {
    out.errors = error.errors.slice(0, MAX_AGGREGATED).map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return out;
}
