import { describe, expect, it } from 'vitest';
import { assertCents, lineNet, sumBy, sumCents } from './money';

describe('lineNet', () => {
  it('multiplies the unit price in cents by the quantity', () => {
    expect(lineNet(1299, 3)).toBe(3897);
    expect(lineNet(0, 5)).toBe(0);
    expect(lineNet(-450, 2)).toBe(-900);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    expect(() => lineNet(100, quantity)).toThrow(RangeError);
  });

  it.each([12.5, Number.NaN, 2 ** 53])('refuses the unit price %s', (price) => {
    expect(() => lineNet(price, 1)).toThrow(RangeError);
  });

  it('refuses a product past the safe integers instead of rounding it', () => {
    expect(() => lineNet(2 ** 52, 4)).toThrow(/line amount/);
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
