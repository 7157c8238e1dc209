/**
 * Invoice amounts are integer euro cents held in plain numbers. Every helper refuses what is not a safe integer, so a
 * float or an overflow fails loudly here instead of turning into a wrong total on an invoice. Display is not done here.
 */

export function assertCents(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return value;
}

/** Unit price × quantity. A negative unit price is allowed (a credit note's line); the quantity is a count, ≥ 1. */
export function lineAmount(unitPriceCents: number, quantity: number): number {
  assertCents(unitPriceCents, 'unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a positive whole number, got ${quantity}`);
  }
  return assertCents(unitPriceCents * quantity, 'line amount');
}

export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total = assertCents(total + assertCents(value), 'sum');
  return total;
}

/** Sums one field of each item, e.g. `sumBy(lines, (l) => l.amountCents)`. */
export function sumBy<T>(items: Iterable<T>, cents: (item: T) => number): number {
  let total = 0;
  for (const item of items) total = assertCents(total + assertCents(cents(item)), 'sum');
  return total;
}
