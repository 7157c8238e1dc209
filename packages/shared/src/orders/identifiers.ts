/**
 * Belgian identifiers an order carries (docs/PRODUCT.md "The medicine order"). Pure and free of zod so the form can
 * check them as the patient types. Input may hold spaces, dots and dashes; everything is stored normalised.
 */

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

/** 97 − (n mod 97): the check of the national number (NISS/INSZ). */
function mod97Check(nineDigits: string): number {
  return 97 - Number(BigInt(nineDigits) % 97n);
}

export function normalizeNiss(value: string): string {
  return digitsOnly(value);
}

/**
 * National number YYMMDD SSS CC. The check is 97 − (first nine digits mod 97), with a `2` put first for people born
 * from 2000. BIS numbers add 20 or 40 to the month. Real numbers do not always hold a full birth date (month or day 00,
 * 000001, a day past the month's end), so only a month above 12, once the BIS offset is removed, is refused.
 */
export function isValidNiss(value: string): boolean {
  const niss = normalizeNiss(value);
  if (!/^\d{11}$/.test(niss)) return false;
  // 00–12 plain, 20–32 and 40–52 BIS; anything else is not a month.
  const rawMonth = Number(niss.slice(2, 4));
  if (rawMonth >= 60 || rawMonth % 20 > 12) return false;
  const body = niss.slice(0, 9);
  const check = Number(niss.slice(9));
  return mod97Check(body) === check || mod97Check(`2${body}`) === check;
}

export function normalizeEidNumber(value: string): string {
  return digitsOnly(value);
}

/** eID card number: 12 digits, the last two are the first ten mod 97 (97 when that is 0). */
export function isValidEidNumber(value: string): boolean {
  const eid = normalizeEidNumber(value);
  if (!/^\d{12}$/.test(eid)) return false;
  const rest = Number(BigInt(eid.slice(0, 10)) % 97n);
  return (rest === 0 ? 97 : rest) === Number(eid.slice(10));
}

/** RID (Recip-e identifier): upper case, without spaces or dashes. */
export function normalizeRid(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const RID_PATTERN = /^BE[PKN][P0-9][0-9A-HJ-NP-TV-Z]{8}$/;

export function isValidRid(value: string): boolean {
  return RID_PATTERN.test(normalizeRid(value));
}

/** The index of the first RID that repeats an earlier one (after normalising), or -1. */
export function firstDuplicateRid(rids: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, rid] of rids.entries()) {
    const normal = normalizeRid(rid);
    if (seen.has(normal)) return index;
    seen.add(normal);
  }
  return -1;
}

/** Belgian postcodes: four digits, 1000–9999. */
export function isBelgianPostcode(value: string): boolean {
  return /^[1-9]\d{3}$/.test(value.trim());
}
