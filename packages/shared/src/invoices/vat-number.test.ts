import { describe, expect, it } from 'vitest';
import { formatBelgianVat, isBelgianVat, normaliseBelgianVat } from './vat-number';

describe('normaliseBelgianVat', () => {
  // Check digits computed: 97 − (01234567 mod 97) = 49, 97 − (02022399 mod 97) = 51, 97 − (10000000 mod 97) = 21, …
  it.each([
    ['BE0123456749', 'BE0123456749'],
    ['BE 0123.456.749', 'BE0123456749'],
    ['be0123-456-749', 'BE0123456749'],
    ['0123.456.749', 'BE0123456749'],
    ['0123456749', 'BE0123456749'],
    ['BE0202239951', 'BE0202239951'],
    ['BE 0403.170.701', 'BE0403170701'],
    ['BE 0411.805.580', 'BE0411805580'],
    ['BE1000000021', 'BE1000000021'], // the newer 1 range
    ['BE 1001.234.592', 'BE1001234592'],
  ])('reads %j as %s', (text, expected) => {
    expect(normaliseBelgianVat(text)).toBe(expected);
    expect(isBelgianVat(text)).toBe(true);
  });

  it.each([
    ['BE0123456748', 'wrong check digits'],
    ['BE0123456700', 'check 00 (97 − r is never 0)'],
    ['BE2123456749', 'starts with 2'],
    ['BE123456749', 'nine digits (the pre-2007 form is not accepted)'],
    ['BE01234567490', 'eleven digits'],
    ['BE012345674A', 'a letter'],
    ['NL0123456749', 'another country'],
    ['BE0000000097', 'all-zero number'],
    ['BEBE0123456749', 'BE twice'],
    ['', 'empty'],
  ])('refuses %j (%s)', (text) => {
    expect(normaliseBelgianVat(text)).toBeNull();
    expect(isBelgianVat(text)).toBe(false);
  });
});

describe('formatBelgianVat', () => {
  it('prints the grouped form', () => {
    expect(formatBelgianVat('BE0123456749')).toBe('BE 0123.456.749');
    expect(formatBelgianVat('BE1000000021')).toBe('BE 1000.000.021');
  });
});
