import type { TFunction } from '../../lib/translator';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';

/** The forms' fields and the server's names for them (`labels.2` is one label; `card.title` the nested form). */
const FIELD_NAMES = {
  name: ['name'],
  title: ['title'],
  description: ['description'],
  priority: ['priority'],
  dueDate: ['dueDate'],
  labels: ['labels'],
  checklist: ['checklist'],
  assignees: ['assigneeIds'],
  order: ['orderId'],
} as const;

export type KanbanField = keyof typeof FIELD_NAMES;
export type KanbanFieldErrors = Partial<Record<KanbanField, string>>;

const bare = (serverField: string) => serverField.replace(/^(card|column)\./, '');
const matches = (serverField: string, name: string) => serverField === name || serverField.startsWith(`${name}.`);

/** The server's 400 `fields`, translated and put on the forms' fields. */
export function kanbanFieldErrors(t: TFunction, error: unknown): KanbanFieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const result: KanbanFieldErrors = {};
  for (const [serverField, message] of Object.entries(error.data.fields ?? {})) {
    const name = bare(serverField);
    const field = (Object.keys(FIELD_NAMES) as KanbanField[]).find((f) =>
      FIELD_NAMES[f].some((n) => matches(name, n)),
    );
    if (field && !result[field]) result[field] = translateFieldMessage(t, message);
  }
  return result;
}

/** The message for a failure no field of the form explains (network, server, a card someone deleted). */
export function kanbanGeneralError(t: TFunction, error: unknown, fields: readonly KanbanField[]): string | undefined {
  if (!error) return undefined;
  const named = kanbanFieldErrors(t, error);
  if (fields.some((f) => named[f])) return undefined;
  return errorMessage(t, error);
}
