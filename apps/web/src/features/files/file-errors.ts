import type { TFunction } from '../../lib/translator';
import { FILE_MAX_BYTES } from '@pharmacy/shared/files/constants';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';

const MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

/**
 * The server's message for one field (`validation.*` keys are translated). A key we do not know yet shows the
 * server's own sentence rather than the key. The shared "file too large" text names the prescriptions' limit, so the
 * file manager says its own.
 */
export function fieldError(t: TFunction, error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const message = error.data.fields?.[field];
  if (error.data.code === 'FILE_TOO_LARGE' || message === 'validation.fileTooLarge') {
    return field === 'file' ? t('files.upload.tooLarge', { size: MAX_MB }) : undefined;
  }
  if (!message) return undefined;
  if (!message.startsWith('validation.')) return message;
  const text = t(message, { defaultValue: '' });
  return typeof text === 'string' && text ? text : error.data.message || message;
}

/** The message for a failure none of `fields` explains (network, a conflict, a folder gone). */
export function generalError(t: TFunction, error: unknown, fields: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (fields.some((field) => fieldError(t, error, field))) return undefined;
  return errorMessage(t, error);
}

/** An upload's failure in one line: its field message, else the general one. */
export function uploadError(t: TFunction, error: unknown): string {
  return fieldError(t, error, 'file') ?? errorMessage(t, error);
}

export { MAX_MB as FILE_MAX_MB };
