import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from './numbering';

describe('formatInvoiceNumber', () => {
  it.each([
    ['APB123', 2026, 1, 'APB123-2026-00001'],
    ['DEMO-0001', 2026, 42, 'DEMO-0001-2026-00042'],
    ['demo-0002', 2027, 99_999, 'DEMO-0002-2027-99999'],
    ['DEMO-0001', 2026, 100_000, 'DEMO-0001-2026-100000'], // grows, never truncated
    ['DEMO-0001', 2026, 1_234_567, 'DEMO-0001-2026-1234567'],
    [' 12 345 ', 2026, 7, '12345-2026-00007'], // spaces dropped
  ])('%s, %i, %i → %s', (code, year, sequence, expected) => {
    expect(formatInvoiceNumber(code, year, sequence)).toBe(expected);
  });

  it.each([
    ['', 2026, 1],
    ['   ', 2026, 1],
    ['APB', 999, 1],
    ['APB', 10_000, 1],
    ['APB', 2026.5, 1],
    ['APB', 2026, 0],
    ['APB', 2026, -1],
    ['APB', 2026, 1.5],
    ['APB', 2026, 2 ** 53],
  ])('refuses %j, %s, %s', (code, year, sequence) => {
    expect(() => formatInvoiceNumber(code, year, sequence)).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it.each([
    ['APB123-2026-00001', { pharmacyCode: 'APB123', year: 2026, sequence: 1 }],
    ['DEMO-0001-2026-00042', { pharmacyCode: 'DEMO-0001', year: 2026, sequence: 42 }],
    ['DEMO-0001-2026-100000', { pharmacyCode: 'DEMO-0001', year: 2026, sequence: 100_000 }],
    ['  A.B/C-2030-12345 ', { pharmacyCode: 'A.B/C', year: 2030, sequence: 12_345 }],
  ])('reads %s', (text, parts) => {
    expect(parseInvoiceNumber(text)).toEqual(parts);
  });

  it.each([
    ['DEMO-0001-2026-0042', 'four-digit sequence'],
    ['DEMO-0001-2026-000042', 'padded past five digits'],
    ['DEMO-0001-2026-00000', 'sequence 0'],
    ['DEMO-0001-26-00042', 'two-digit year'],
    ['DEMO-0001-0999-00042', 'year below 1000'],
    ['demo-0001-2026-00042', 'lower-case code (numbers are written upper case)'],
    ['-2026-00042', 'no code'],
    ['DEMO 0001-2026-00042', 'a space in the code'],
    ['DEMO-0001-2026-00042A', 'a trailing letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });

  it('round-trips', () => {
    for (const sequence of [1, 9, 99_999, 100_000, 987_654_321]) {
      const number = formatInvoiceNumber('DEMO-0001', 2026, sequence);
      expect(parseInvoiceNumber(number)).toEqual({ pharmacyCode: 'DEMO-0001', year: 2026, sequence });
    }
  });
});
