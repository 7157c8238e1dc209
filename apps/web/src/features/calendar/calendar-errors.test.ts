import { describe, expect, it } from 'vitest';
import { calendarEventInputSchema, type CalendarEventInput } from '@pharmacy/shared/schemas/calendar';
import { ApiRequestError } from '../../lib/api-client';
import { clientFieldErrors, serverFieldErrors } from './calendar-errors';

const input: CalendarEventInput = {
  kind: 'personal',
  title: 'Dentist',
  start: '2026-07-01T09:00:00+02:00',
  end: '2026-07-01T10:00:00+02:00',
  allDay: false,
};

/** The contract's own messages by field, for the same input. */
function contractFields(value: CalendarEventInput): Record<string, string> {
  const checked = calendarEventInputSchema.safeParse(value);
  return checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the dialog’s own checks', () => {
  it('say what the contract says for the plain mistakes', () => {
    const cases: CalendarEventInput[] = [
      input,
      { ...input, title: ' ' },
      { ...input, end: '2026-07-01T08:00:00+02:00' },
      { ...input, allDay: true, start: '2026-07-02', end: '2026-07-01' },
      { ...input, start: '1899-12-31T09:00:00+01:00' },
    ];
    for (const value of cases) expect(clientFieldErrors(value)).toEqual(contractFields(value));
    expect(clientFieldErrors({ ...input, start: '' })).toEqual({ start: 'validation.required' });
  });
});

describe('a 400’s fields', () => {
  it('land on the dialog’s fields, also with the /update prefix', () => {
    const error = new ApiRequestError(400, {
      message: 'Invalid',
      code: 'VALIDATION_ERROR',
      fields: { 'event.end': 'validation.endBeforeStart', pharmacyId: 'validation.pharmacy', rrule: 'validation.rrule', 'exdates.2': 'validation.date' },
    });
    expect(serverFieldErrors(error)).toEqual({ end: 'validation.endBeforeStart', pharmacy: 'validation.pharmacy', repeat: 'validation.rrule' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
