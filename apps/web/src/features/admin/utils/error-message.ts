import type { TFunction } from 'i18next';
import { GENERIC_ERROR_MESSAGE } from '@pharmacy/shared/api-error';
import { toAreaError } from '../../../lib/api-client';

// Features do not import each other (DESIGN.md); this mirrors features/auth/utils/api-errors.ts.
const KNOWN_ERROR_CODES = ['RATE_LIMITED', 'NETWORK_ERROR', 'UNKNOWN'] as const;

/** Our translation for a known code, else the server's message (SPEC §8). */
export function errorMessage(t: TFunction, error: unknown): string {
  const { code, message } = toAreaError(error);
  if ((KNOWN_ERROR_CODES as readonly string[]).includes(code)) return t(`auth.errors.${code}`);
  if (!message || message === GENERIC_ERROR_MESSAGE) return t('auth.errors.UNKNOWN');
  return message;
}
