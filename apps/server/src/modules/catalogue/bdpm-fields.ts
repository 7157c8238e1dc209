/** Readers for single BDPM values. Each returns `undefined` when the text is there but unreadable. */

/**
 * Euro amount → integer cents. The comma is the decimal mark and, in the BDPM, ALSO the thousands mark:
 * `1,466,29` is 1466.29. The last separator followed by one or two digits is the decimal mark; every other
 * separator must be followed by exactly three digits. Empty → null.
 */
export function parseEuroCents(raw: string): number | null | undefined {
  const s = raw.replace(/[\s\u00a0€]/g, '');
  if (s === '') return null;
  const match = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  if (!match) return undefined;
  // "1,466" alone is ambiguous (1.466 or 1466): without a two-digit decimal part, groups are refused.
  if (match[2] === undefined && /[.,]/.test(match[1])) return undefined;
  const euros = Number(match[1].replace(/[.,]/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) && total <= 2_000_000_000 ? total : undefined;
}

/** True when the amount used a thousands separator (reported, so the dirt is visible). */
export function hasThousandsSeparator(raw: string): boolean {
  return /\d[.,]\d{3}[.,]\d{1,2}$/.test(raw.trim());
}

/** `65%`, `65 %`, `65` → 65; empty → null. */
export function parseRate(raw: string): number | null | undefined {
  const s = raw.replace(/\u00a0/g, ' ').trim();
  if (s === '') return null;
  const match = /^(\d{1,3})(?:[.,]0+)?\s*%?$/.exec(s);
  if (!match) return undefined;
  const rate = Number(match[1]);
  return rate <= 100 ? rate : undefined;
}

/** dd/mm/yyyy → yyyy-mm-dd; empty → null. */
export function parseFrenchDate(raw: string): string | null | undefined {
  if (raw === '') return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === undefined || day < 1 || day > days || year < 1900) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** oui/non (any case) → boolean; empty → null. */
export function parseYesNo(raw: string): boolean | null | undefined {
  const s = raw.toLowerCase();
  if (s === '') return null;
  if (s === 'oui' || s === 'yes') return true;
  if (s === 'non' || s === 'no') return false;
  return undefined;
}

const plainCache = new Map<string, string>();

/** Lower case without accents, for comparing labels such as `Commercialisée` or `stupéfiants` (few distinct: cached). */
export function plain(text: string): string {
  let out = plainCache.get(text);
  if (out === undefined) {
    out = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    if (plainCache.size > 10_000) plainCache.clear();
    plainCache.set(text, out);
  }
  return out;
}

const PRESCRIPTION_CONDITIONS = new Set(['liste i', 'liste ii', 'stupefiants']);

/** `liste I`, `liste II` and `stupéfiants` mean a prescription is required (README); other lines refine it. */
export function isPrescriptionCondition(condition: string): boolean {
  return PRESCRIPTION_CONDITIONS.has(plain(condition));
}

export type FitResult = { fields: string[]; repaired: boolean } | { error: string };

/**
 * Brings a row to `expected` columns. Empty trailing columns are dropped; a row that still has too many loses
 * empty columns from the left (the BDPM has rows with stray empty columns inserted mid-row); a short row is
 * padded when its first `required` columns are there.
 */
export function fitColumns(input: string[], expected: number, required: number): FitResult {
  if (input.length === expected) return { fields: input, repaired: false };
  const fields = [...input];
  while (fields.length > expected && fields[fields.length - 1] === '') fields.pop();
  let repaired = false;
  for (let i = 1; fields.length > expected && i < fields.length; ) {
    if (fields[i] === '') {
      fields.splice(i, 1);
      repaired = true;
    } else {
      i++;
    }
  }
  if (fields.length > expected) return { error: `too many columns (${input.length}, expected ${expected})` };
  if (fields.length < required) return { error: `too few columns (${input.length}, expected ${expected})` };
  while (fields.length < expected) fields.push('');
  return { fields, repaired };
}
