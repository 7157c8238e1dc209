import { badRequest } from '../../lib/errors';

/** Opaque keyset cursor: base64url of a JSON array of the sort values. */
export function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The sort values of a cursor this server made, or a 400 on `cursor`. */
export function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length && values.every((v) => typeof v === 'string')) return values;
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
}
