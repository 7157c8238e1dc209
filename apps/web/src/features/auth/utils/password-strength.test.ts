import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@pharmacy/shared/schemas/auth';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('is 0 for nothing and 1 for anything the schema refuses', () => {
    expect(passwordStrength('')).toBe(0);
    for (const weak of ['abc1', 'short', 'seven77']) {
      expect(passwordSchema.safeParse(weak).success).toBe(false);
      expect(passwordStrength(weak)).toBe(1);
    }
  });

  it('rates accepted passwords from fair to strong', () => {
    expect(passwordStrength('abcdefg1')).toBe(2);
    expect(passwordStrength('abcdefghijk1')).toBe(3);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('Abcdefghijk1!')).toBe(4);
  });
});
