import type { TFunction } from '../../lib/translator';
import type { CalendarEventInput } from '@pharmacy/shared/schemas/calendar';
import { ApiRequestError } from '../../lib/api-client';
import { translateFieldMessage } from '../../lib/api-errors';
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY } from '@pharmacy/shared/calendar/constants';

/** The dialog's fields that can carry a message. */
export type EventField = 'title' | 'description' | 'kind' | 'pharmacy' | 'start' | 'end' | 'color' | 'repeat';
export type EventFieldErrors = Partial<Record<EventField, string>>;

/** The API's field names (`end`, or `event.end` on /update) → the dialog's field that shows it. */
const FIELD_OF: Record<string, EventField> = {
  title: 'title',
  description: 'description',
  kind: 'kind',
  pharmacyId: 'pharmacy',
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

const instantMs = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

/**
 * What the dialog can tell before asking the server, with the server's own messages (the contract's rules; the
 * server checks everything again): a title for a personal event, both dates, within SPEC §9's years, in order.
 */
export function clientFieldErrors(input: CalendarEventInput): Partial<Record<EventField, string>> {
  const result: Partial<Record<EventField, string>> = {};
  if ((input.kind ?? 'personal') === 'personal' && !input.title?.trim()) result.title = 'validation.required';
  for (const name of ['start', 'end'] as const) {
    const value = input[name];
    if (!value) result[name] = 'validation.required';
    else if (value.slice(0, 10) < CALENDAR_FIRST_DAY || value.slice(0, 10) > CALENDAR_LAST_DAY) result[name] = 'validation.dateRange';
  }
  if (!result.start && !result.end) {
    const backwards = input.allDay ? input.end < input.start : instantMs(input.end) < instantMs(input.start);
    if (backwards) result.end = 'validation.endBeforeStart';
  }
  return result;
}

export function translateFields(t: TFunction, fields: Partial<Record<EventField, string>>): EventFieldErrors {
  const out: EventFieldErrors = {};
  for (const [field, message] of Object.entries(fields) as [EventField, string][]) out[field] = translateFieldMessage(t, message);
  return out;
}
