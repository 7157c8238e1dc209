import { describe, expect, it } from 'vitest';
import { isTypoTolerant, searchWords, withinOneTypo } from './search-words';

describe('withinOneTypo', () => {
  it('accepts one letter wrong, added, dropped, or two neighbours swapped', () => {
    for (const [typed, name] of [
      ['peaters', 'peeters'],
      ['mertns', 'mertens'],
      ['woters', 'wouters'],
      ['peeterss', 'peeters'],
      ['janssesn', 'janssens'],
      ['peeters', 'peeters'],
      ['xaes', 'maes'],
      ['maesx', 'maes'],
    ]) {
      expect(withinOneTypo(typed, name), `${typed} → ${name}`).toBe(true);
      expect(withinOneTypo(name, typed), `${name} → ${typed}`).toBe(true);
    }
  });

  it('refuses two typos or more', () => {
    for (const [typed, name] of [
      ['paeturs', 'peeters'],
      ['mrtns', 'mertens'],
      ['wotres', 'wouters'],
      ['petrs', 'pieters'],
      ['maes', 'claes'],
      ['eepters', 'peeters'],
    ]) {
      expect(withinOneTypo(typed, name), `${typed} → ${name}`).toBe(false);
    }
  });
});

describe('search words', () => {
  it('are the distinct words of q, at most eight; typos are forgiven in words of 4+ letters only', () => {
    expect(searchWords('  Jan   Peeters jan ')).toEqual(['Jan', 'Peeters', 'jan']);
    expect(searchWords(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '))).toHaveLength(8);
    expect(searchWords(undefined)).toEqual([]);
    expect(['Peaters', 'Hélène', 'maes'].every(isTypoTolerant)).toBe(true);
    expect(['jan', 'a.b@example.be', '4242', 'o’brien'].some(isTypoTolerant)).toBe(false);
  });
});
