import { describe, expect, it } from 'vitest';
import { calendarEventInputSchema, type CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import { brusselsInstant, brusselsWall } from './brussels-time';
import { textOn } from './event-colors';
import {
  baseFromEvent,
  kindsForRole,
  NEW_EVENT_BASE,
  rruleFor,
  shiftedInput,
  shiftValue,
  toEventInput,
  valuesFromEvent,
  valuesFromRange,
  withAllDay,
  withKind,
  type EventValues,
} from './event-values';

const values: EventValues = {
  title: 'Team meeting',
  description: '',
  kind: 'personal',
  allDay: false,
  start: '2026-07-01T09:00',
  end: '2026-07-01T10:30',
  color: '',
  repeat: 'none',
};

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e-1',
  kind: 'personal',
  title: 'Team meeting',
  description: '',
  start: '2026-03-24T09:00:00+01:00',
  end: '2026-03-24T10:00:00+01:00',
  allDay: false,
  color: '#00A76F',
  owner: { type: 'user', id: 'u-1', name: 'Sophie Dubois' },
  rrule: null,
  exdates: [],
  editable: true,
  seriesStart: over.start ?? '2026-03-24T09:00:00+01:00',
  seriesEnd: over.end ?? '2026-03-24T10:00:00+01:00',
  ...over,
});

const none = { years: 0, months: 0, days: 0, milliseconds: 0 };

describe('Brussels time', () => {
  it('gives a summer wall time +02:00 and a winter one +01:00', () => {
    expect(brusselsInstant('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+02:00');
    expect(brusselsInstant('2026-01-15T09:00')).toBe('2026-01-15T09:00:00+01:00');
    // The days of the changes: the last Sundays of March and October 2026.
    expect(brusselsInstant('2026-03-29T12:00')).toBe('2026-03-29T12:00:00+02:00');
    expect(brusselsInstant('2026-10-25T12:00')).toBe('2026-10-25T12:00:00+01:00');
    expect(brusselsInstant('')).toBe('');
  });

  it('reads an instant back as the Brussels wall time', () => {
    expect(brusselsWall(Date.parse('2026-07-01T07:00:00Z'))).toBe('2026-07-01T09:00');
    expect(brusselsWall(Date.parse('2026-01-15T23:30:00Z'))).toBe('2026-01-16T00:30');
  });
});

describe('the dialog values and the API fields', () => {
  it('sends a timed event as instants with the offset of its day', () => {
    expect(toEventInput(values, NEW_EVENT_BASE)).toEqual({
      kind: 'personal',
      title: 'Team meeting',
      description: '',
      start: '2026-07-01T09:00:00+02:00',
      end: '2026-07-01T10:30:00+02:00',
      allDay: false,
      color: null,
      pharmacyId: null,
      rrule: null,
      exdates: [],
    });
    const winter = toEventInput({ ...values, start: '2026-12-01T09:00', end: '2026-12-01T10:00' }, NEW_EVENT_BASE);
    expect([winter.start, winter.end]).toEqual(['2026-12-01T09:00:00+01:00', '2026-12-01T10:00:00+01:00']);
  });

  it('sends an all-day event as dates with the end the day after the last day', () => {
    const input = toEventInput({ ...values, allDay: true, start: '2026-12-24', end: '2026-12-26' }, NEW_EVENT_BASE);
    expect([input.start, input.end, input.allDay]).toEqual(['2026-12-24', '2026-12-27', true]);
    expect(calendarEventInputSchema.safeParse(input).success).toBe(true);
  });

  it('shows an all-day event with its last day included, and a timed one in Brussels time', () => {
    const days = valuesFromEvent(event({ allDay: true, start: '2026-12-24', end: '2026-12-27' }));
    expect([days.start, days.end]).toEqual(['2026-12-24', '2026-12-26']);
    // One day whose end equals its start (an on-duty row) shows as that day.
    const duty = valuesFromEvent(event({ kind: 'on_duty', allDay: true, start: '2026-12-24', end: '2026-12-24', color: '#FF5630' }));
    expect([duty.start, duty.end, duty.color]).toEqual(['2026-12-24', '2026-12-24', '']);
    const timed = valuesFromEvent(event({ start: '2026-07-01T07:00:00Z', end: '2026-07-01T08:00:00Z', color: '#8E33FF' }));
    expect([timed.start, timed.end, timed.color]).toEqual(['2026-07-01T09:00', '2026-07-01T10:00', '#8E33FF']);
  });

  it('turns a selected range into values (all-day end exclusive → last day)', () => {
    const days = valuesFromRange({ start: '2026-11-27', end: '2026-11-28', allDay: true }, 'personal');
    expect([days.start, days.end, days.allDay]).toEqual(['2026-11-27', '2026-11-27', true]);
    const hours = valuesFromRange({ start: '2026-11-27T14:00:00+01:00', end: '2026-11-27T15:30:00+01:00', allDay: false }, 'personal');
    expect([hours.start, hours.end]).toEqual(['2026-11-27T14:00', '2026-11-27T15:30']);
  });

  it('keeps a round trip unchanged', () => {
    const source = event({ start: '2026-07-01T09:00:00+02:00', end: '2026-07-01T10:00:00+02:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', exdates: ['2026-07-08T09:00:00+02:00'] });
    const input = toEventInput(valuesFromEvent(source), baseFromEvent(source));
    expect(input).toMatchObject({ start: source.start, end: source.end, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', exdates: source.exdates, color: null });
  });

  it('writes the repetition as an RRULE, never for one-day kinds', () => {
    expect(rruleFor('weekly', 'personal', null)).toBe('FREQ=WEEKLY');
    expect(rruleFor('monthly', 'personal', 'FREQ=WEEKLY;BYDAY=MO')).toBe('FREQ=MONTHLY');
    expect(rruleFor('none', 'personal', 'FREQ=WEEKLY')).toBeNull();
    expect(rruleFor('daily', 'on_duty', null)).toBeNull();
    expect(rruleFor('daily', 'opening_exception', null)).toBeNull();
  });

  it('makes an on-duty event one whole day without repetition', () => {
    const duty = withKind({ ...values, repeat: 'weekly', end: '2026-07-03T10:00' }, 'on_duty');
    expect(duty).toMatchObject({ kind: 'on_duty', allDay: true, start: '2026-07-01', end: '2026-07-01', repeat: 'none' });
    const input = toEventInput(duty, NEW_EVENT_BASE);
    expect([input.start, input.end, input.rrule]).toEqual(['2026-07-01', '2026-07-02', null]);
  });

  it('switches all day on and off keeping the days', () => {
    const days = withAllDay(values, true);
    expect([days.start, days.end]).toEqual(['2026-07-01', '2026-07-01']);
    const hours = withAllDay(days, false);
    expect([hours.start, hours.end]).toEqual(['2026-07-01T09:00', '2026-07-01T10:00']);
  });
});

describe('moving and resizing', () => {
  it('moves days on the Brussels calendar across a daylight-saving change', () => {
    // Tuesday 24 March 09:00 (+01:00) moved a week later is 31 March 09:00 (+02:00): the same wall time.
    expect(shiftValue('2026-03-24T09:00:00+01:00', { ...none, days: 7 })).toBe('2026-03-31T09:00:00+02:00');
    expect(shiftValue('2026-03-24T09:00:00+01:00', { ...none, milliseconds: 90 * 60_000 })).toBe('2026-03-24T10:30:00+01:00');
    expect(shiftValue('2026-12-24', { ...none, days: 2 })).toBe('2026-12-26');
  });

  it('shifts a repeating event, its rule and its left-out dates by the same amount', () => {
    const weekly = event({ rrule: 'FREQ=WEEKLY', exdates: ['2026-03-31T09:00:00+02:00'] });
    const input = shiftedInput(weekly, { ...none, days: 1 }, { ...none, days: 1 });
    expect(input).toMatchObject({
      start: '2026-03-25T09:00:00+01:00',
      end: '2026-03-25T10:00:00+01:00',
      rrule: 'FREQ=WEEKLY',
      exdates: ['2026-04-01T09:00:00+02:00'],
      color: null,
    });
  });

  it('moves a whole series from its first occurrence when a later one is dragged', () => {
    // The occurrence of 7 April (summer) dragged one day: the series still starts on 24 March (winter), a day later.
    const weekly = event({ rrule: 'FREQ=WEEKLY', start: '2026-04-07T09:00:00+02:00', end: '2026-04-07T10:00:00+02:00', seriesStart: '2026-03-24T09:00:00+01:00', seriesEnd: '2026-03-24T10:00:00+01:00' });
    expect(shiftedInput(weekly, { ...none, days: 1 }, { ...none, days: 1 })).toMatchObject({ start: '2026-03-25T09:00:00+01:00', end: '2026-03-25T10:00:00+01:00' });
  });

  it('an edit of one occurrence of a repeating event changes the series from its first occurrence', () => {
    const weekly = event({ rrule: 'FREQ=WEEKLY', start: '2026-04-07T09:00:00+02:00', end: '2026-04-07T10:00:00+02:00', seriesStart: '2026-03-24T09:00:00+01:00', seriesEnd: '2026-03-24T10:00:00+01:00' });
    const later = { ...valuesFromEvent(weekly), start: '2026-04-07T10:00', end: '2026-04-07T11:30' };
    // One hour later on the wall clock, in winter as in summer; the first occurrence stays in its week.
    expect(toEventInput(later, baseFromEvent(weekly))).toMatchObject({ start: '2026-03-24T10:00:00+01:00', end: '2026-03-24T11:30:00+01:00', rrule: 'FREQ=WEEKLY' });
    // Made a one-off: it becomes that occurrence alone.
    expect(toEventInput({ ...later, repeat: 'none' }, baseFromEvent(weekly))).toMatchObject({ start: '2026-04-07T10:00:00+02:00', rrule: null });
  });

  it('resizes only the end, and keeps a pharmacy event on its pharmacy', () => {
    const slot = event({ kind: 'delivery_slot', color: '#00B8D9', owner: { type: 'pharmacy', id: 'ph-1', name: 'Pharmacie du Parc' } });
    const input = shiftedInput(slot, none, { ...none, milliseconds: 30 * 60_000 });
    expect(input).toMatchObject({ start: slot.start, end: '2026-03-24T10:30:00+01:00', pharmacyId: 'ph-1', kind: 'delivery_slot' });
  });
});

describe('kinds per role', () => {
  it('offers each role only the kinds it may add', () => {
    expect(kindsForRole('customer')).toEqual(['personal']);
    expect(kindsForRole('shipper')).toEqual(['personal', 'availability']);
    expect(kindsForRole('pharmacy')).toEqual(['personal', 'on_duty', 'opening_exception', 'delivery_slot']);
    expect(kindsForRole('admin')).toEqual(['personal']);
    expect(kindsForRole(undefined)).toEqual(['personal']);
  });
});

describe('event colours', () => {
  it('write dark text on the bright kinds and white on the dark ones', () => {
    expect(textOn('#FF5630')).toBe('#1C252E');
    expect(textOn('#FFAB00')).toBe('#1C252E');
    expect(textOn('#003768')).toBe('#FFFFFF');
  });
});
