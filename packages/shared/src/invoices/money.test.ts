import { describe, expect, it } from 'vitest';
import { assertCents, lineAmount, sumBy, sumCents } from './money';

describe('lineAmount', () => {
  it('multiplies the unit price in cents by the quantity', () => {
    expect(lineAmount(1299, 3)).toBe(3897);
    expect(lineAmount(0, 5)).toBe(0);
    expect(lineAmount(-450, 2)).toBe(-900);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    expect(() => lineAmount(100, quantity)).toThrow(RangeError);
  });

  it.each([12.5, Number.NaN, 2 ** 53])('refuses the unit price %s', (price) => {
    expect(() => lineAmount(price, 1)).toThrow(RangeError);
  });

  it('refuses a product past the safe integers instead of rounding it', () => {
    expect(() => lineAmount(2 ** 52, 4)).toThrow(/line amount/);
  });
});

describe('sums', () => {
  it('adds cents exactly', () => {
    expect(sumCents([10, 20, -5])).toBe(25);
    expect(sumCents([])).toBe(0);
    expect(sumBy([{ c: 1 }, { c: 2 }], (x) => x.c)).toBe(3);
  });

  it('refuses fractions and overflow', () => {
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => assertCents(0.5)).toThrow('amount must be a whole number of cents');
  });
});
