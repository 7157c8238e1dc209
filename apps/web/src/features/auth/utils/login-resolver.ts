import type { FieldErrors, Resolver } from 'react-hook-form';
import { regexes } from 'zod/v4/core';
import type { LoginInput } from '@pharmacy/shared/schemas/auth';

type LoginValues = { email: string; password: string };

/** Same rules as the shared emailSchema: trimmed, required, at most 254 characters, zod's e-mail pattern. */
function emailError(email: string): string | undefined {
  if (email.length === 0) return 'validation.required';
  if (email.length > 254) return 'validation.tooLong';
  return regexes.email.test(email) ? undefined : 'validation.email';
}

/**
 * The sign-in form's checks, without zod: the shared `loginSchema` (what the server applies) pulls the whole zod
 * runtime (about 25 KiB gzip), more than a sixth of the sign-in page's budget. login-resolver.test.ts holds this to
 * the schema on the same inputs (messages and parsed values).
 */
export const loginResolver: Resolver<LoginInput, unknown, LoginValues> = (values) => {
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  const password = typeof values.password === 'string' ? values.password : '';
  const errors: FieldErrors<LoginInput> = {};
  const emailMessage = typeof values.email === 'string' ? emailError(email) : 'validation.required';
  if (emailMessage) errors.email = { type: 'custom', message: emailMessage };
  if (password.length === 0) errors.password = { type: 'custom', message: 'validation.required' };
  if (errors.email || errors.password) return { values: {} as Record<string, never>, errors };
  return { values: { email: email.toLowerCase(), password }, errors: {} as Record<string, never> };
};
