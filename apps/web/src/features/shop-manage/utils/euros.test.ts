import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './euros';

describe('eurosToCents', () => {
  it('reads the typed digits, never multiplying a float', () => {
    expect(eurosToCents('12.34')).toBe(1234);
    expect(eurosToCents('12,34')).toBe(1234);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; typed as text it stays 30 cents.
    expect(eurosToCents(String(0.1 + 0.2))).toBeNull();
    expect(eurosToCents('0.3')).toBe(30);
    expect(eurosToCents('0,30')).toBe(30);
    expect(eurosToCents('1.1')).toBe(110);
    expect(eurosToCents('19.99')).toBe(1999);
    expect(eurosToCents('€ 4')).toBe(400);
  });

  it('tells an empty field from a text that is not a price', () => {
    expect(eurosToCents('  ')).toBeUndefined();
    expect(eurosToCents('1.234')).toBeNull();
    expect(eurosToCents('-1')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
  });

  it('writes cents back without rounding surprises', () => {
    expect(centsToEuros(1234)).toBe('12.34');
    expect(centsToEuros(30)).toBe('0.30');
    expect(centsToEuros(5)).toBe('0.05');
    expect(centsToEuros(100000)).toBe('1000.00');
    expect(eurosToCents(centsToEuros(1999))).toBe(1999);
  });
});
