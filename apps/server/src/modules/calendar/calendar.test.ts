import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { pharmacyOnDuty } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { addDays } from './brussels-time';

/*
 * SPEC §7's calendar calls with their shapes, decision 011's one source (the directory's "on duty" filter reads the
 * on-duty event's own row), the field messages of bad input, and what each role sees and may change.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const today = () => localDate(new Date());
const post = (who: Person | undefined, path: string, payload: object) => call(w, 'POST', `/api/calendar/events/${path}`, who?.cookie, payload);
const list = async (who: Person, query = '') => {
  const res = await call(w, 'GET', `/api/calendar/events${query}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events as { id: string; kind: string; start: string; end: string; editable: boolean; title: string; owner: { type: string; id: string } }[];
};

describe('SPEC §7 calls', () => {
  it('new → the event; GET lists it in its window; update → the event; delete → gone', async () => {
    const created = await post(w.customer, 'new', { title: 'Dentist', start: '2026-12-03T10:00:00+01:00', end: '2026-12-03T11:00:00+01:00' });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event;
    expect(event).toMatchObject({ kind: 'personal', title: 'Dentist', start: '2026-12-03T09:00:00.000Z', end: '2026-12-03T10:00:00.000Z', allDay: false, editable: true, rrule: null, owner: { type: 'user', id: w.customer.uid, name: 'Louise Customer' } });
    expect(event.color).toMatch(/^#[0-9A-F]{6}$/i);

    expect((await list(w.customer, '?start=2026-12-01&end=2027-01-01')).map((e) => e.id)).toContain(event.id);
    expect((await list(w.customer, '?start=2027-01-01&end=2027-02-01')).map((e) => e.id)).not.toContain(event.id);

    const moved = await post(w.customer, 'update', { eventId: event.id, event: { title: 'Dentist (moved)', start: '2026-12-04', end: '2026-12-05', allDay: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({ id: event.id, title: 'Dentist (moved)', start: '2026-12-04', end: '2026-12-05', allDay: true });

    const deleted = await post(w.customer, 'delete', { eventId: event.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ eventId: event.id });
    expect((await list(w.customer, '?start=2026-12-01&end=2027-01-01')).map((e) => e.id)).not.toContain(event.id);
  });

  it('a weekly event appears once per occurrence with its id, and its exception date is left out', async () => {
    const created = await post(w.customer, 'new', { title: 'Pill box', start: '2027-03-22T09:00:00+01:00', end: '2027-03-22T09:15:00+01:00', rrule: 'FREQ=WEEKLY;BYDAY=MO', exdates: ['2027-04-05T09:00:00+02:00'] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().event.id;
    const found = (await list(w.customer, '?start=2027-03-20&end=2027-04-13')).filter((e) => e.id === id);
    // 09:00 in Brussels before and after the spring change (2027-03-28); 5 April is an exception.
    expect(found.map((e) => e.start)).toEqual(['2027-03-22T08:00:00.000Z', '2027-03-29T07:00:00.000Z', '2027-04-12T07:00:00.000Z']);
    // Each occurrence names the series' first one, which an update of the series moves.
    expect(new Set(found.map((e) => (e as unknown as { seriesStart: string }).seriesStart))).toEqual(new Set(['2027-03-22T08:00:00.000Z']));
  });

  it('an all-day event of one day may give end = start, and travels as dates with an exclusive end', async () => {
    const res = await post(w.customer, 'new', { title: 'Holiday', start: '2026-12-24', end: '2026-12-24', allDay: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ start: '2026-12-24', end: '2026-12-25', allDay: true });
  });
});

describe('bad input: 400 with the field', () => {
  it.each([
    ['an end before the start', { title: 'X', start: '2026-12-03T11:00:00Z', end: '2026-12-03T10:00:00Z' }, 'end', 'validation.endBeforeStart'],
    ['a date after 2099', { title: 'X', start: '2100-01-01', end: '2100-01-02', allDay: true }, 'start', 'validation.dateRange'],
    ['a date before 1900', { title: 'X', start: '1899-12-31T10:00:00Z', end: '1900-01-01T10:00:00Z' }, 'start', 'validation.dateRange'],
    ['no date at all', { title: 'X' }, 'start', 'validation.required'],
    ['an impossible day', { title: 'X', start: '2026-02-30', end: '2026-03-01', allDay: true }, 'start', 'validation.date'],
    ['an unknown kind', { title: 'X', kind: 'party', start: '2026-12-03', end: '2026-12-03', allDay: true }, 'kind', 'validation.calendarKind'],
    ['a personal event without a title', { start: '2026-12-03', end: '2026-12-03', allDay: true }, 'title', 'validation.required'],
    ['a rule the server cannot expand', { title: 'X', start: '2026-12-03', end: '2026-12-03', allDay: true, rrule: 'FREQ=WEEKLY;BYDAY=XX' }, 'rrule', 'validation.rrule'],
    ['a customer adding an on-duty day', { kind: 'on_duty', start: '2026-12-03', end: '2026-12-03', allDay: true }, 'kind', 'validation.calendarKind'],
    ['a customer adding availability', { kind: 'availability', title: 'X', start: '2026-12-03', end: '2026-12-03', allDay: true }, 'kind', 'validation.calendarKind'],
    ['a time without an offset', { title: 'X', start: '2026-12-03T10:00', end: '2026-12-03T11:00' }, 'start', 'validation.date'],
  ])('%s', async (_what, payload, field, message) => {
    const res = await post(w.customer, 'new', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toMatchObject({ [field]: message });
  });

  it('a window wider than 400 days, or ending before it starts', async () => {
    expect((await call(w, 'GET', '/api/calendar/events?start=2026-01-01&end=2027-06-01', w.customer.cookie)).json().fields).toEqual({ end: 'validation.calendarRange' });
    expect((await call(w, 'GET', '/api/calendar/events?start=2026-02-01&end=2026-01-01', w.customer.cookie)).json().fields).toEqual({ end: 'validation.endBeforeStart' });
  });

  it('an unknown, malformed or someone else’s eventId is a 404, on update and delete', async () => {
    const mine = (await post(w.customer, 'new', { title: 'Mine', start: '2026-12-05', end: '2026-12-05', allDay: true })).json().event.id;
    for (const eventId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', mine]) {
      const by = eventId === mine ? w.otherCustomer : w.customer;
      expect((await post(by, 'update', { eventId, event: { title: 'Taken', start: '2026-12-05', end: '2026-12-05', allDay: true } })).statusCode).toBe(404);
      expect((await post(by, 'delete', { eventId })).statusCode).toBe(404);
    }
    expect((await list(w.otherCustomer)).map((e) => e.id)).not.toContain(mine);
  });
});

describe('a pharmacy’s on-duty days are the directory’s own rows (decision 011)', () => {
  it('an on-duty event added in the calendar makes the pharmacy "on duty" in the directory; moving it moves the row', async () => {
    const day = today();
    const created = await post(w.staff, 'new', { kind: 'on_duty', start: day, end: addDays(day, 1), allDay: true });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event;
    expect(event).toMatchObject({ kind: 'on_duty', start: day, end: addDays(day, 1), owner: { type: 'pharmacy', id: w.pharmacyA, name: 'Pharmacie du Sablon' } });
    // The same row: its id is the event's.
    const [row] = await w.t.database.db.select().from(pharmacyOnDuty).where(eq(pharmacyOnDuty.id, event.id));
    expect(row).toMatchObject({ pharmacyId: w.pharmacyA, date: day, startTime: null });

    const onDuty = async (date: string) => ((await call(w, 'GET', `/api/pharmacies?onDuty=${date}`)).json().items as { id: string }[]).map((p) => p.id);
    expect(await onDuty(day)).toContain(w.pharmacyA);
    expect(await onDuty(day)).not.toContain(w.pharmacyB);
    expect((await call(w, 'GET', `/api/pharmacies/${w.pharmacyA}`, w.customer.cookie)).json().onDutyToday).toBe(true);

    // Dragged to tomorrow, 19:00 to 08:00 the next morning: the same row moves, the directory follows.
    const tomorrow = addDays(day, 1);
    const moved = await post(w.staff, 'update', { eventId: event.id, event: { kind: 'on_duty', start: `${tomorrow}T19:00:00+01:00`, end: `${addDays(tomorrow, 1)}T08:00:00+01:00` } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({ id: event.id, allDay: false });
    expect(await onDuty(day)).not.toContain(w.pharmacyA);
    expect(await onDuty(tomorrow)).toContain(w.pharmacyA);

    // A second shift the same day is refused on the field; the pharmacy form keeps the row (and its id and hours).
    const twice = await post(w.staff, 'new', { kind: 'on_duty', start: tomorrow, end: tomorrow, allDay: true });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ start: 'validation.dayTaken' });
    const form = await w.t.app.inject({ method: 'PATCH', url: `/api/pharmacies/${w.pharmacyA}`, headers: { cookie: w.staff.cookie }, payload: { onDutyDates: [tomorrow, addDays(day, 3)] } });
    expect(form.statusCode, form.body).toBe(200);
    const [kept] = await w.t.database.db.select().from(pharmacyOnDuty).where(eq(pharmacyOnDuty.id, event.id));
    expect(kept).toMatchObject({ date: tomorrow, startTime: '19:00', endTime: '08:00' });
    expect((await list(w.staff)).filter((e) => e.kind === 'on_duty').map((e) => e.start.slice(0, 10)).sort()).toEqual([addDays(day, 3), tomorrow].sort());

    const gone = await post(w.staff, 'delete', { eventId: event.id });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await onDuty(tomorrow)).not.toContain(w.pharmacyA);
  });

  it('on-duty and exception days are one day each, from today on, never repeating', async () => {
    const day = addDays(today(), 10);
    const cases: [object, string, string][] = [
      [{ kind: 'on_duty', start: day, end: addDays(day, 3), allDay: true }, 'end', 'validation.oneDay'],
      [{ kind: 'on_duty', start: addDays(today(), -2), end: addDays(today(), -2), allDay: true }, 'start', 'validation.dutyDateRange'],
      [{ kind: 'on_duty', start: day, end: day, allDay: true, rrule: 'FREQ=WEEKLY' }, 'rrule', 'validation.noRepeat'],
      [{ kind: 'opening_exception', title: 'Late', start: `${day}T10:00:00+01:00`, end: `${addDays(day, 1)}T10:00:00+01:00` }, 'end', 'validation.oneDay'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(w.staff, 'new', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
  });

  it('an opening exception with hours is that day’s only period; all day means closed', async () => {
    const day = addDays(today(), 12);
    const res = await post(w.staff, 'new', { kind: 'opening_exception', title: 'Inventory', start: `${day}T13:00:00+01:00`, end: `${day}T17:00:00+01:00` });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await call(w, 'GET', `/api/pharmacies/${w.pharmacyA}`, w.customer.cookie)).json();
    expect(profile.hoursExceptions).toContainEqual({ date: day, periods: [{ open: '13:00', close: '17:00' }], note: 'Inventory' });
    const closed = await post(w.staff, 'update', { eventId: res.json().event.id, event: { kind: 'opening_exception', title: 'Closed', start: day, end: day, allDay: true } });
    expect(closed.json().event).toMatchObject({ allDay: true, start: day, title: 'Closed' });
  });
});

describe('who sees and changes what', () => {
  it('a courier sees the on-duty days and delivery slots of the pharmacies they deliver for, read-only; the other pharmacy’s staff nothing', async () => {
    const day = addDays(today(), 5);
    const duty = (await post(w.staff, 'new', { kind: 'on_duty', start: day, end: day, allDay: true })).json().event;
    const slot = (await post(w.staff, 'new', { kind: 'delivery_slot', title: 'Afternoon round', start: `${day}T14:00:00+01:00`, end: `${day}T16:00:00+01:00`, rrule: 'FREQ=WEEKLY;COUNT=4' })).json().event;
    const courier = await list(w.shipper);
    expect(courier.find((e) => e.id === duty.id)).toMatchObject({ editable: false });
    expect(courier.find((e) => e.id === slot.id)).toMatchObject({ editable: false, title: 'Afternoon round' });
    expect((await post(w.shipper, 'delete', { eventId: duty.id })).statusCode).toBe(404);
    expect((await list(w.otherStaff)).map((e) => e.id)).not.toContain(duty.id);
    expect((await post(w.otherStaff, 'update', { eventId: slot.id, event: { kind: 'delivery_slot', title: 'Mine now', start: day, end: day, allDay: true } })).statusCode).toBe(404);
    // An admin reads every pharmacy's dates but changes none.
    const admin = await list(w.admin);
    expect(admin.find((e) => e.id === duty.id)).toMatchObject({ editable: false });
    expect((await post(w.admin, 'delete', { eventId: slot.id })).statusCode).toBe(404);
  });

  it('a courier’s availability is theirs and their pharmacies’ staff read it; nobody reads another person’s personal events', async () => {
    const day = addDays(today(), 6);
    const available = await post(w.shipper, 'new', { kind: 'availability', title: 'Morning', start: `${day}T08:00:00+01:00`, end: `${day}T12:00:00+01:00` });
    expect(available.statusCode, available.body).toBe(200);
    const id = available.json().event.id;
    expect((await list(w.staff)).find((e) => e.id === id)).toMatchObject({ editable: false, owner: { type: 'user', id: w.shipper.uid } });
    expect((await list(w.otherStaff)).map((e) => e.id)).not.toContain(id);
    const personal = (await post(w.shipper, 'new', { title: 'Private', start: day, end: day, allDay: true })).json().event.id;
    for (const reader of [w.staff, w.admin, w.otherShipper]) expect((await list(reader)).map((e) => e.id)).not.toContain(personal);
  });

  it('announces a change live to the readers of the owner’s calendar', async () => {
    const spy = vi.spyOn(w.t.app.realtime, 'publishToUsers');
    await post(w.staff, 'new', { kind: 'delivery_slot', title: 'Slot', start: addDays(today(), 7), end: addDays(today(), 7), allDay: true });
    const [recipients, event] = spy.mock.calls.at(-1)!;
    expect(event).toEqual({ type: 'calendar.changed' });
    expect(recipients).toEqual(expect.arrayContaining([w.staff.uid, w.shipper.uid, w.otherShipper.uid]));
    expect(recipients).not.toContain(w.otherStaff.uid);
    spy.mockRestore();
  });

  it('anonymous is 401 and a pending account 403 on every call', async () => {
    for (const [who, status] of [[undefined, 401], [w.pending, 403]] as const) {
      expect((await call(w, 'GET', '/api/calendar/events', who?.cookie)).statusCode).toBe(status);
      expect((await post(who, 'new', { title: 'X', start: '2026-12-03', end: '2026-12-03', allDay: true })).statusCode).toBe(status);
      expect((await call(w, 'GET', '/api/calendar/feed', who?.cookie)).statusCode).toBe(status);
    }
  });
});

describe('the private iCalendar subscription', () => {
  it('serves the person’s events as RFC 5545 under a secret link that renewing kills', async () => {
    const day = addDays(today(), 8);
    await post(w.staff, 'new', { kind: 'on_duty', start: day, end: day, allDay: true });
    const first = await call(w, 'GET', '/api/calendar/feed', w.staff.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().url;
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
    expect((await call(w, 'GET', '/api/calendar/feed', w.staff.cookie)).json().url).toBe(url);

    const path = new URL(url).pathname;
    const feed = await w.t.app.inject({ method: 'GET', url: `${path}?lang=en` });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect(feed.body).toContain('SUMMARY:On duty (Pharmacie du Sablon)');

    const renewed = await call(w, 'POST', '/api/calendar/feed/renew', w.staff.cookie);
    expect(renewed.json().url).not.toBe(url);
    expect((await w.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: new URL(renewed.json().url).pathname })).statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/calendar/feed/guessed.ics' })).statusCode).toBe(404);
  });

  it('gives a pharmacy’s staff its own link, in the language asked, and nobody else', async () => {
    const day = addDays(today(), 9);
    await post(w.staff, 'new', { kind: 'on_duty', start: day, end: day, allDay: true });
    const res = await call(w, 'GET', `/api/calendar/feed?pharmacyId=${w.pharmacyA}`, w.staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.href).not.toBe((await call(w, 'GET', '/api/calendar/feed', w.staff.cookie)).json().url);
    const feed = await w.t.app.inject({ method: 'GET', url: `${url.pathname}?lang=fr` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect(feed.body).toContain('SUMMARY:De garde (Pharmacie du Sablon)');
    for (const who of [w.otherStaff, w.shipper, w.admin, w.customer]) {
      expect((await call(w, 'GET', `/api/calendar/feed?pharmacyId=${w.pharmacyA}`, who.cookie)).statusCode, who.email).toBe(404);
      expect((await call(w, 'POST', `/api/calendar/feed/renew?pharmacyId=${w.pharmacyA}`, who.cookie)).statusCode).toBe(404);
    }
    const renewed = await call(w, 'POST', `/api/calendar/feed/renew?pharmacyId=${w.pharmacyA}`, w.staff.cookie);
    expect(renewed.statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });
});

describe('a courier’s availability drives who can be assigned', () => {
  it('with the switch off, an availability event covering now makes them available in their pharmacy’s list', async () => {
    const { shippers } = await import('../../db/schema');
    await w.t.database.db.update(shippers).set({ available: false }).where(eq(shippers.userId, w.otherShipper.uid));
    const availableIn = async () =>
      ((await call(w, 'GET', `/api/pharmacies/${w.pharmacyA}/shippers`, w.staff.cookie)).json().items as { uid: string; available: boolean }[]).find((s) => s.uid === w.otherShipper.uid)?.available;
    expect(await availableIn()).toBe(false);
    const now = Date.now();
    const res = await post(w.otherShipper, 'new', { kind: 'availability', title: 'On the road', start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 3_600_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await availableIn()).toBe(true);
    await post(w.otherShipper, 'delete', { eventId: res.json().event.id });
    expect(await availableIn()).toBe(false);
  });
});
