import type { TFunction } from '../../lib/translator';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';

/** The compose form's fields and the server's names for them (`to.3` is one recipient). */
const FIELD_PREFIXES = {
  to: ['to'],
  subject: ['subject'],
  message: ['message'],
  attachments: ['attachmentIds', 'file'],
  roles: ['roles'],
  name: ['name'],
  color: ['color'],
} as const;

export type MailField = keyof typeof FIELD_PREFIXES;
export type MailFieldErrors = Partial<Record<MailField, string>>;

const matches = (serverField: string, prefix: string) => serverField === prefix || serverField.startsWith(`${prefix}.`);

/** The server's 400 `fields`, translated and put on the form's fields. */
export function mailFieldErrors(t: TFunction, error: unknown): MailFieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  if (error.status === 413) return { attachments: t('validation.fileTooLarge') };
  const result: MailFieldErrors = {};
  for (const [serverField, message] of Object.entries(error.data.fields ?? {})) {
    const field = (Object.keys(FIELD_PREFIXES) as MailField[]).find((f) =>
      FIELD_PREFIXES[f].some((p) => matches(serverField, p)),
    );
    if (field && !result[field]) result[field] = translateFieldMessage(t, message);
  }
  return result;
}

/** The message for a failure no field of the form explains (network, server, a conflict). */
export function mailGeneralError(t: TFunction, error: unknown, fields: readonly MailField[]): string | undefined {
  if (!error) return undefined;
  const named = mailFieldErrors(t, error);
  if (fields.some((f) => named[f])) return undefined;
  return errorMessage(t, error);
}
