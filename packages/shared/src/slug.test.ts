import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugCandidate, slugify } from './slug';

describe('slugify', () => {
  it('keeps readable Latin words', () => {
    expect(slugify('Pharmacie Saint-Gilles')).toBe('pharmacie-saint-gilles');
    expect(slugify('  Élodie   Dubois-Léger ')).toBe('elodie-dubois-leger');
    expect(slugify("Apotheek 't Zand (Brugge)")).toBe('apotheek-t-zand-brugge');
  });
  it('gives a name of only non-Latin letters an address', () => {
    expect(slugify('صيدلية')).toBe('n');
    expect(SLUG_PATTERN.test(slugify('صيدلية'))).toBe(true);
  });
  it('stays within the maximum without a trailing dash', () => {
    const long = slugify('a'.repeat(59) + ' bcd');
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(SLUG_PATTERN.test(long)).toBe(true);
  });
});

describe('slugCandidate', () => {
  it('numbers the next tries', () => {
    expect(slugCandidate('anna-peeters', 1)).toBe('anna-peeters');
    expect(slugCandidate('anna-peeters', 2)).toBe('anna-peeters-2');
    const long = 'x'.repeat(SLUG_MAX);
    expect(slugCandidate(long, 12)).toHaveLength(SLUG_MAX);
    expect(slugCandidate(long, 12).endsWith('-12')).toBe(true);
  });
});
