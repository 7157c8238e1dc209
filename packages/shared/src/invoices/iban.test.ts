import { describe, expect, it } from 'vitest';
import { formatIban, isSepaIban, isValidIban, normaliseIban } from './iban';

describe('isValidIban', () => {
  it.each([
    'BE68539007547034',
    'BE68 5390 0754 7034',
    'be71 0961 2345 6769',
    'BE15001559627230',
    'DE89370400440532013000',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['BE68539007547035', 'wrong check (last digit changed)'],
    ['BE86539007547034', 'check digits swapped'],
    ['BE6853900754703', 'BE one digit short'],
    ['BE685390075470344', 'BE one digit long'],
    ['DE8937040044053201300', 'DE one digit short'],
    ['B168539007547034', 'digit in the country'],
    ['BEXX539007547034', 'letters as check digits'],
    ['BE68-5390-0754-7034', 'dashes'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('isSepaIban', () => {
  it('accepts SEPA countries only', () => {
    expect(isSepaIban('BE68539007547034')).toBe(true);
    // Saudi Arabia: a valid IBAN, but not one a SEPA transfer can reach.
    expect(isValidIban('SA4420000001234567891234')).toBe(true);
    expect(isSepaIban('SA4420000001234567891234')).toBe(false);
  });
});

describe('formatting', () => {
  it('normalises and groups by four', () => {
    expect(normaliseIban(' be68 5390 0754 7034 ')).toBe('BE68539007547034');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });
});
