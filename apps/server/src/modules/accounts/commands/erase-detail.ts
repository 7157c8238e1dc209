export const ERASED = '[erased]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_REFERENCE = /^PL-[0-9A-Z]{6}$/;
/** Codes the server writes (`active`, `order.ready`, `first_name`): no spaces, capitals, dashes or @. */
const CODE = /^[a-z][a-z0-9_.]*$/;

/**
 * An audit detail with the person's words taken out: ids, order references, codes, numbers and booleans stay (what
 * happened, to what); every other string (names, e-mail addresses, slugs, an admin's message, a reason) becomes
 * `[erased]`. A code equal to one of the person's known values (a first name written in lower case) goes too.
 */
export function eraseDetail(value: unknown, known: readonly string[]): unknown {
  if (typeof value === 'string') {
    const safe = UUID.test(value) || ORDER_REFERENCE.test(value) || CODE.test(value);
    const lower = value.toLowerCase();
    const isKnown = known.some((k) => k.trim() !== '' && lower === k.trim().toLowerCase());
    return safe && !isKnown ? value : ERASED;
  }
  if (Array.isArray(value)) return value.map((v) => eraseDetail(v, known));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, eraseDetail(inner, known)]));
  }
  return value;
}
