import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';
import { translateFieldMessage } from '../../lib/api-errors';

/** The dialog's fields that can carry a message. */
export type EventField = 'title' | 'description' | 'kind' | 'start' | 'end' | 'color' | 'repeat';
export type EventFieldErrors = Partial<Record<EventField, string>>;

/** The API's field names (`end`, or `event.end` on /update) → the dialog's field that shows it. */
const FIELD_OF: Record<string, EventField> = {
  title: 'title',
  description: 'description',
  kind: 'kind',
  pharmacyId: 'kind',
  start: 'start',
  allDay: 'start',
  end: 'end',
  color: 'color',
  rrule: 'repeat',
  exdates: 'repeat',
};

/** Messages by field (untranslated `validation.*` keys) from a zod issue list or a 400's `fields`. */
export function fieldsOf(entries: Iterable<[string, string]>): Partial<Record<EventField, string>> {
  const result: Partial<Record<EventField, string>> = {};
  for (const [name, message] of entries) {
    const first = name.replace(/^event\./, '').split('.')[0] ?? '';
    const field = FIELD_OF[first];
    if (field && !result[field]) result[field] = message;
  }
  return result;
}

/** The server's 400 `fields`, on the dialog's fields. */
export function serverFieldErrors(error: unknown): Partial<Record<EventField, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  return fieldsOf(Object.entries(error.data.fields ?? {}));
}

export function translateFields(t: TFunction, fields: Partial<Record<EventField, string>>): EventFieldErrors {
  const out: EventFieldErrors = {};
  for (const [field, message] of Object.entries(fields) as [EventField, string][]) out[field] = translateFieldMessage(t, message);
  return out;
}
