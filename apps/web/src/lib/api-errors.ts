import type { TFunction } from './translator';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@pharmacy/shared/api-error';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';
import { ApiRequestError, toAreaError } from './api-client';

/** Codes that have their own `auth.errors.<CODE>` text; any other code shows the server's message. */
export const KNOWN_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'ROLE_FORBIDDEN',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_PASSWORD',
  'ACCOUNT_SUSPENDED',
  'NETWORK_ERROR',
  'UNKNOWN',
] as const;

export function errorCode(error: unknown): string {
  return toAreaError(error).code;
}

/** The text to show for a failed call: our translation for a known code, else what the server said (SPEC §8). */
export function errorMessage(t: TFunction, error: unknown): string {
  const { code, message } = toAreaError(error);
  if ((KNOWN_ERROR_CODES as readonly string[]).includes(code)) return t(`auth.errors.${code}`);
  // The generic SPEC §8 text is English-only; say it in the reader's language instead.
  if (!message || message === GENERIC_ERROR_MESSAGE) return t('auth.errors.UNKNOWN');
  return message;
}

/**
 * Field messages are i18n keys (`validation.*`, `auth.errors.*`) from the shared schemas or the server;
 * anything else is shown as the raw text it is.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const count =
    message === 'validation.passwordTooShort'
      ? PASSWORD_MIN
      : message === 'validation.passwordTooLong'
        ? PASSWORD_MAX
        : undefined;
  const text = t(message, { count, defaultValue: message });
  return typeof text === 'string' && text ? text : message;
}

/**
 * Puts a 400's `fields` on a react-hook-form form, focusing the first. `fieldMap` renames server fields to form
 * fields (e.g. `newPassword` → `password`). Returns true when at least one field got an error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiRequestError) || !error.data.fields) return false;
  let applied = false;
  for (const [serverField, message] of Object.entries(error.data.fields)) {
    const field = fieldMap[serverField] ?? (formFields as readonly string[]).find((f) => f === serverField);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
