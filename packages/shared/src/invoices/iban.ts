/**
 * IBAN (ISO 13616): country, two check digits, then the national account number; valid when the number moved to the
 * end, letters as 10..35, is 1 mod 97. Lengths are checked for the SEPA countries, the only ones a SEPA transfer (and
 * so an EPC QR code) can pay.
 */

/** IBAN length per SEPA country (territories such as Åland or Réunion use their state's code). */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Without spaces, upper case: the electronic form. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  // Digit by digit keeps every step small, so plain numbers stay exact.
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    rest = (value >= 10 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return mod97(iban) === 1;
}

export function isSepaIban(text: string): boolean {
  return isValidIban(text) && normaliseIban(text).slice(0, 2) in SEPA_IBAN_LENGTHS;
}

/** `BE68 5390 0754 7034`: groups of four, how invoices print it. */
export function formatIban(text: string): string {
  return normaliseIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}
