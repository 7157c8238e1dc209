import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@pharmacy/shared/api-error';
import { PASSWORD_MAX, PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';
import { ApiRequestError, toAreaError } from '../../../lib/api-client';

// Same rules as features/auth/utils/api-errors.ts: features do not import each other (DESIGN.md).
const KNOWN_ERROR_CODES = ['INVALID_PASSWORD', 'RATE_LIMITED', 'NETWORK_ERROR', 'UNKNOWN'] as const;

export function errorCode(error: unknown): string {
  return toAreaError(error).code;
}

/** Our translation for a known code, else the server's message (SPEC §8). */
export function errorMessage(t: TFunction, error: unknown): string {
  const { code, message } = toAreaError(error);
  if ((KNOWN_ERROR_CODES as readonly string[]).includes(code)) return t(`auth.errors.${code}`);
  if (!message || message === GENERIC_ERROR_MESSAGE) return t('auth.errors.UNKNOWN');
  return message;
}

/** Field messages are i18n keys from the shared schemas or the server; other text is shown as it is. */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const count = message === 'validation.passwordTooShort' ? PASSWORD_MIN : message === 'validation.passwordTooLong' ? PASSWORD_MAX : undefined;
  const text = t(message, { count, defaultValue: message });
  return typeof text === 'string' && text ? text : message;
}

/** Puts a 400's `fields` on the matching form fields; true when at least one was set. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiRequestError) || !error.data.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.data.fields)) {
    if (!(formFields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
