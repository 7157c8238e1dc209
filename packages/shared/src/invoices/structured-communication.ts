/**
 * Belgian structured communication (OGM in French, VCS in Dutch): `+++123/4567/89002+++`. Ten digits chosen by the
 * creditor, then two check digits: the ten as a number mod 97, with 97 for 0. Banks check it, and match the payment to
 * the invoice by it.
 */

export const STRUCTURED_COMMUNICATION_BASE_MAX = 9_999_999_999;

export interface StructuredCommunication {
  /** The twelve digits, as the structured field of a payment (and the EPC QR code) carries them. */
  digits: string;
  /** The first ten digits as a number, 1..9,999,999,999. */
  base: number;
  /** `+++123/4567/89002+++`: how it is printed. */
  formatted: string;
}

function checkDigits(tenDigits: string): string {
  const rest = Number(tenDigits) % 97; // ≤ 9,999,999,999: exact in a double
  return String(rest === 0 ? 97 : rest).padStart(2, '0');
}

function format(digits: string): string {
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Builds it from a base of 1..9,999,999,999 (a number, or a string of up to ten digits), zero-padded to ten digits. */
export function structuredCommunication(base: number | string): string {
  const value = typeof base === 'string' && /^\d{1,10}$/.test(base) ? Number(base) : base;
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value < 1 ||
    value > STRUCTURED_COMMUNICATION_BASE_MAX
  ) {
    throw new RangeError(
      `a structured communication base must be a whole number from 1 to ${STRUCTURED_COMMUNICATION_BASE_MAX}, got ${String(base)}`,
    );
  }
  const ten = String(value).padStart(10, '0');
  return format(ten + checkDigits(ten));
}

/**
 * Reads what people type or paste: with or without the `+++`/`***` frame (the same on both sides) and the slashes,
 * spaces anywhere. Null when it is not a valid one; a base of 0 is refused as `structuredCommunication` never makes it.
 */
export function parseStructuredCommunication(text: string): StructuredCommunication | null {
  const match = /^(\+{3}|\*{3})?(\d{3})\/?(\d{4})\/?(\d{5})(\+{3}|\*{3})?$/.exec(text.replace(/\s+/g, ''));
  if (!match || match[1] !== match[5]) return null;
  const digits = match[2] + match[3] + match[4];
  const ten = digits.slice(0, 10);
  const base = Number(ten);
  if (base === 0 || checkDigits(ten) !== digits.slice(10)) return null;
  return { digits, base, formatted: format(digits) };
}

export function isStructuredCommunication(text: string): boolean {
  return parseStructuredCommunication(text) !== null;
}
