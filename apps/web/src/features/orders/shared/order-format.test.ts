import { describe, expect, it } from 'vitest';
import { centsToInput, formatEuros, parseEuros } from './order-format';

describe('parseEuros', () => {
  it('reads dots, commas, spaces and the euro sign', () => {
    expect(parseEuros('3,5')).toBe(350);
    expect(parseEuros('3.50')).toBe(350);
    expect(parseEuros(' € 12 ')).toBe(1200);
    expect(parseEuros('0')).toBe(0);
    expect(parseEuros('1 234,05')).toBe(123405);
  });

  it('tells an empty field from a wrong one', () => {
    expect(parseEuros('')).toBeUndefined();
    expect(parseEuros('  ')).toBeUndefined();
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('1.234')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
    expect(parseEuros('1,2,3')).toBeNull();
  });

  it('round-trips with centsToInput', () => {
    expect(centsToInput(1999)).toBe('19.99');
    expect(parseEuros(centsToInput(1999))).toBe(1999);
    expect(centsToInput(null)).toBe('');
  });
});

describe('formatEuros', () => {
  it('formats per language with Latin digits in Arabic', () => {
    expect(formatEuros(350, 'en')).toBe('€3.50');
    expect(formatEuros(350, 'fr').replace(/\s/g, ' ')).toBe('3,50 €');
    expect(formatEuros(350, 'ar')).toMatch(/3[.,٫]50/);
  });
});

describe('identifiers as printed', () => {
  it('groups a national number and an eID card number', async () => {
    const { formatEid, formatNiss } = await import('./order-format');
    expect(formatNiss('85073003328')).toBe('85.07.30-033.28');
    expect(formatNiss('123')).toBe('123');
    expect(formatEid('592123456789')).toBe('592-1234567-89');
    expect(formatEid('')).toBe('');
  });
});
