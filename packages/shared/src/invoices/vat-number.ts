/**
 * Belgian VAT number: `BE` + the ten-digit enterprise number, which starts with 0 (the older range) or 1 (issued once
 * the 0 range ran out). Its last two digits are 97 − (the first eight mod 97). Free of zod so a form can check as the
 * person types.
 */

/**
 * `BE0123456749` or null. Accepts spaces, dots and dashes (`BE 0123.456.749`), lower case, and the bare enterprise
 * number without `BE` (`0123.456.749`), which is how Belgian documents often print it.
 */
export function normaliseBelgianVat(text: string): string | null {
  const compact = text.replace(/[\s.-]/g, '').toUpperCase();
  const match = /^(?:BE)?([01]\d{9})$/.exec(compact);
  if (!match) return null;
  const digits = match[1];
  const body = Number(digits.slice(0, 8));
  if (body === 0 || 97 - (body % 97) !== Number(digits.slice(8))) return null;
  return `BE${digits}`;
}

export function isBelgianVat(text: string): boolean {
  return normaliseBelgianVat(text) !== null;
}

/** `BE 0123.456.749`: how invoices print it. Expects a normalised number. */
export function formatBelgianVat(normalised: string): string {
  const d = normalised.slice(2);
  return `BE ${d.slice(0, 4)}.${d.slice(4, 7)}.${d.slice(7)}`;
}
