import { describe, expect, it } from 'vitest';
import {
  isStructuredCommunication,
  parseStructuredCommunication,
  structuredCommunication,
} from './structured-communication';

describe('structuredCommunication', () => {
  it.each([
    [1234567890, '+++123/4567/89002+++'], // 1,234,567,890 mod 97 = 2
    [1, '+++000/0000/00101+++'],
    [97, '+++000/0000/09797+++'], // 97 mod 97 = 0 → 97
    [194, '+++000/0000/19497+++'],
    ['909337554', '+++090/9337/55493+++'], // a string base is zero-padded too
    ['0203430576', '+++020/3430/57642+++'],
    [9_999_999_999, '+++999/9999/99948+++'],
  ] as const)('builds it from %s', (base, expected) => {
    expect(structuredCommunication(base)).toBe(expected);
  });

  it.each([0, -1, 10_000_000_000, 1.5, Number.NaN, '', '12345678901', '12a', ' 12', '0'])(
    'refuses the base %j',
    (base) => {
      expect(() => structuredCommunication(base)).toThrow(RangeError);
    },
  );
});

describe('parseStructuredCommunication', () => {
  it.each([
    '+++123/4567/89002+++',
    '***123/4567/89002***',
    '123/4567/89002',
    '123456789002',
    ' +++ 123 / 4567 / 89002 +++ ',
    '+++123456789002+++',
    '123 4567 89002',
  ])('reads %j', (text) => {
    expect(parseStructuredCommunication(text)).toEqual({
      digits: '123456789002',
      base: 1_234_567_890,
      formatted: '+++123/4567/89002+++',
    });
  });

  it('reads the check 97', () => {
    expect(parseStructuredCommunication('+++000/0000/09797+++')?.base).toBe(97);
  });

  it.each([
    ['+++123/4567/89003+++', 'wrong check digits'],
    ['+++123/4567/89099+++', 'check digits past 97'],
    ['+++000/0000/09700+++', '00 instead of 97'],
    ['+++000/0000/00097+++', 'base 0'],
    ['+++123/4567/8900+++', 'eleven digits'],
    ['+++123/4567/890021+++', 'thirteen digits'],
    ['+++12A/4567/89002+++', 'a letter'],
    ['+++123/4567/89002***', 'mismatched frame'],
    ['++123/4567/89002++', 'a two-sign frame'],
    ['+++123-4567-89002+++', 'dashes'],
    ['12/34567/89002', 'slashes in the wrong places'],
    ['', 'empty'],
  ])('refuses %j (%s)', (text) => {
    expect(parseStructuredCommunication(text)).toBeNull();
    expect(isStructuredCommunication(text)).toBe(false);
  });

  it('round-trips every communication it builds', () => {
    for (const base of [1, 96, 97, 98, 1_234_567_890, 9_999_999_999]) {
      expect(parseStructuredCommunication(structuredCommunication(base))?.base).toBe(base);
    }
  });
});
