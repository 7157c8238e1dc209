import { describe, expect, it } from 'vitest';
import {
  firstDuplicateRid,
  isBelgianPostcode,
  isValidEidNumber,
  isValidNiss,
  isValidRid,
  normalizeNiss,
  normalizeRid,
} from './identifiers';

describe('national number (NISS/INSZ)', () => {
  it.each([
    ['85073003328', 'born in the 1900s'],
    ['85.07.30-033.28', 'with dots and a dash'],
    ['85 07 30 033 28', 'with spaces'],
    ['01010100126', 'born from 2000: a 2 is put before the nine digits'],
    ['85423003379', 'BIS number: month + 40'],
    ['85000000138', 'month and day 00: unknown birth date'],
    ['00000100166', '000001: the fictitious date of an unknown birth'],
    ['85023100192', 'a day past the end of February'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidNiss(value)).toBe(true);
  });

  it.each([
    ['85073003327', 'wrong check digits'],
    ['8507300332', 'ten digits'],
    ['850730033280', 'twelve digits'],
    ['85133003306', 'month 13'],
    ['85613003300', 'month 61'],
    ['8507300332A', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidNiss(value)).toBe(false);
  });

  it('normalises to eleven digits', () => {
    expect(normalizeNiss('85.07.30-033 28')).toBe('85073003328');
  });
});

describe('eID card number', () => {
  it('accepts twelve digits whose last two are the first ten mod 97', () => {
    expect(isValidEidNumber('591234567829')).toBe(true);
    expect(isValidEidNumber('591-2345678-29')).toBe(true);
  });
  it('uses 97 when the first ten are a multiple of 97', () => {
    expect(isValidEidNumber('000000009797')).toBe(true);
    expect(isValidEidNumber('000000009700')).toBe(false);
  });
  it('refuses a wrong check or length', () => {
    expect(isValidEidNumber('591234567828')).toBe(false);
    expect(isValidEidNumber('59123456782')).toBe(false);
  });
});

describe('RID (Recip-e prescription identifier)', () => {
  it.each(['BEPPA1B2C3D4', 'BEK0A1B2C3D5', 'BEN9ZZZZZZZZ', 'bepp-a1b2 c3d4'])('accepts %s', (rid) => {
    expect(isValidRid(rid)).toBe(true);
  });
  it.each(['BEXPA1B2C3D4', 'BEPAA1B2C3D4', 'BEPPA1B2C3DI', 'BEPPA1B2C3DO', 'BEPPA1B2C3DU', 'BEPPA1B2C3D', 'FRPPA1B2C3D4'])('refuses %s', (rid) => {
    expect(isValidRid(rid)).toBe(false);
  });
  it('normalises lower case, spaces and dashes', () => {
    expect(normalizeRid('bepp a1b2-c3d4')).toBe('BEPPA1B2C3D4');
  });
  it('names the first repeated identifier, after normalising', () => {
    expect(firstDuplicateRid(['BEPPA1B2C3D4', 'BEK0A1B2C3D5', 'bep-pa1b2c3d4'])).toBe(2);
    expect(firstDuplicateRid(['BEPPA1B2C3D4', 'BEK0A1B2C3D5'])).toBe(-1);
  });
});

describe('Belgian postcode', () => {
  it('is four digits from 1000', () => {
    expect(isBelgianPostcode('1000')).toBe(true);
    expect(isBelgianPostcode('0999')).toBe(false);
    expect(isBelgianPostcode('10000')).toBe(false);
  });
});
