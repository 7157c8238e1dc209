import { PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * A hint, not a rule: the browser knows the length rule only; the server also refuses guessable passwords (zxcvbn
 * with the person's e-mail and names) and says why on the field. 0 empty, 1 too short, 2 fair, 3 good, 4 strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 0;
  const meetsRule = password.length >= PASSWORD_MIN;
  if (!meetsRule) return 1;
  let score = 2;
  if (password.length >= 12) score += 1;
  if ((/[a-z]/.test(password) && /[A-Z]/.test(password)) || /[^A-Za-z0-9]/.test(password)) score += 1;
  return score as PasswordStrength;
}
