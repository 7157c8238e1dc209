import { PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * A hint, not a rule: the shared schema decides what is accepted (≥ 8 characters, a letter and a digit).
 * 0 empty, 1 weak, 2 fair (meets the rule), 3 good, 4 strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 0;
  const meetsRule = password.length >= PASSWORD_MIN && /[A-Za-z]/.test(password) && /\d/.test(password);
  if (!meetsRule) return 1;
  let score = 2;
  if (password.length >= 12) score += 1;
  if ((/[a-z]/.test(password) && /[A-Z]/.test(password)) || /[^A-Za-z0-9]/.test(password)) score += 1;
  return score as PasswordStrength;
}
