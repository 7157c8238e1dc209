/**
 * Whether `error`, or an error it wraps (drizzle wraps the driver's in `cause`), is PostgreSQL's unique violation
 * (23505) — of `constraint` when one is named. PGlite may name the constraint in the message only.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code !== '23505') continue;
    return constraint === undefined || e.constraint === constraint || String(e.message).includes(constraint);
  }
  return false;
}
