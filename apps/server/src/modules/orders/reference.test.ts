import { describe, expect, it } from 'vitest';
import { newHandoverCode, newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference';

describe('references and handover codes', () => {
  it('draws references from the unambiguous alphabet', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    const drawn = Array.from({ length: 2000 }, newReference);
    for (const reference of drawn) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(drawn).size).toBeGreaterThan(1990);
  });

  it('draws 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 5000 }, newHandoverCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});
