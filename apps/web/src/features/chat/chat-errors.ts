import type { TFunction } from '../../lib/translator';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';

/** The server's field names for each field of the chat forms. */
const FIELD_NAMES = {
  body: ['message.body', 'body', 'message'],
  file: ['file'],
  recipients: ['recipients', 'recipients.0'],
} as const;

export type ChatField = keyof typeof FIELD_NAMES;

/** A failed call's message for one field (translated), when the server named that field. */
export function chatFieldError(t: TFunction, error: unknown, field: ChatField): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (field === 'file' && error.status === 413) return t('validation.fileTooLarge');
  const fields = error.data.fields ?? {};
  const name = FIELD_NAMES[field].find((f) => fields[f]);
  if (name) return translateFieldMessage(t, fields[name]);
  if (field === 'recipients') {
    const nested = Object.keys(fields).find((f) => f.startsWith('recipients'));
    if (nested) return translateFieldMessage(t, fields[nested]);
  }
  return undefined;
}

/** The message for a failure no field explains (network, server, a field of no form field). */
export function chatGeneralError(t: TFunction, error: unknown, fields: readonly ChatField[]): string | undefined {
  if (!error) return undefined;
  if (fields.some((f) => chatFieldError(t, error, f))) return undefined;
  return errorMessage(t, error);
}
