import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';
import { addDays } from './brussels-time';

/*
 * docs/PRODUCT.md "What each role may do" for every calendar call (decided in scope.ts, fields.ts and write.ts): a
 * customer their own events; a pharmacy's staff its shared dates; a courier their availability and, read-only, their
 * pharmacies' on-duty days and slots; an admin reads every pharmacy's dates and changes only their own. Each writer
 * gets a fresh event, so every cell still has its target.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const WHO = ['anonymous', 'customer', 'other customer', 'pharmacy staff', 'staff of another pharmacy', 'shipper', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

const personOf = (who: Who): Person | undefined => personIn(w, who);
const cells = (expected: Expected) => cellsOf(WHO, expected);
const send = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => call(w, method, url, personOf(who)?.cookie, payload);
let dayOffset = 20;
/** A fresh day from today on for each day row (one per pharmacy and day). */
const freshDay = () => addDays(localDate(new Date()), dayOffset++);

/** Every signed-in, active account has a calendar of its own. */
const ACTIVE: Expected = { anonymous: 401, customer: 200, 'other customer': 200, 'pharmacy staff': 200, 'staff of another pharmacy': 200, shipper: 200, admin: 200, 'pending account': 403 };
/** Only the writer of an owner's event finds it; everyone else is told it does not exist. */
const OWNER_ONLY = (owner: Who): Expected => ({ ...ACTIVE, ...Object.fromEntries(WHO.filter((who) => who !== owner && ACTIVE[who] === 200).map((who) => [who, 404])) }) as Expected;

describe('reading', () => {
  it.each(cells(ACTIVE))('GET /api/calendar/events: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/calendar/events')).statusCode).toBe(status);
  });
  it.each(cells(ACTIVE))('GET /api/calendar/feed: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/calendar/feed')).statusCode).toBe(status);
  });
  it.each(cells(ACTIVE))('POST /api/calendar/feed/renew: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/calendar/feed/renew')).statusCode).toBe(status);
  });
});

describe('POST /api/calendar/events/new by kind', () => {
  const day = '2026-12-15';
  it.each(cells(ACTIVE))('personal: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/calendar/events/new', { title: 'Mine', start: day, end: day, allDay: true })).statusCode).toBe(status);
  });
  const staffOnly: Expected = { ...ACTIVE, customer: 400, 'other customer': 400, shipper: 400, admin: 400 };
  it.each(cells(staffOnly))('on duty: %s → %i', async (who, status) => {
    const date = freshDay();
    expect((await send(who, 'POST', '/api/calendar/events/new', { kind: 'on_duty', start: date, end: date, allDay: true })).statusCode).toBe(status);
  });
  it.each(cells(staffOnly))('delivery slot: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/calendar/events/new', { kind: 'delivery_slot', title: 'Slot', start: day, end: day, allDay: true })).statusCode).toBe(status);
  });
  it.each(cells({ ...ACTIVE, customer: 400, 'other customer': 400, 'pharmacy staff': 400, 'staff of another pharmacy': 400, admin: 400 }))('availability: %s → %i', async (who, status) => {
    expect((await send(who, 'POST', '/api/calendar/events/new', { kind: 'availability', title: 'Free', start: day, end: day, allDay: true })).statusCode).toBe(status);
  });
});

/** An event to change: the customer's own, the pharmacy's on-duty day, or the courier's availability. */
async function target(kind: 'personal' | 'on_duty' | 'availability'): Promise<{ id: string; event: object }> {
  const date = freshDay();
  const [by, event] =
    kind === 'personal'
      ? [w.customer, { title: 'Private', start: date, end: date, allDay: true }]
      : kind === 'on_duty'
        ? [w.staff, { kind, start: date, end: date, allDay: true }]
        : [w.shipper, { kind, title: 'Free', start: date, end: date, allDay: true }];
  const res = await call(w, 'POST', '/api/calendar/events/new', by.cookie, event);
  if (res.statusCode !== 200) throw new Error(`making the target: ${res.body}`);
  return { id: res.json().event.id, event: { ...event, start: freshDay(), end: undefined } };
}
const changeBody = (t: { id: string; event: object }) => {
  const event = t.event as { start: string };
  return { eventId: t.id, event: { ...t.event, end: event.start } };
};

describe.each([
  ['a customer’s personal event', 'personal', OWNER_ONLY('customer')],
  ['a pharmacy’s on-duty day', 'on_duty', OWNER_ONLY('pharmacy staff')],
  ['a courier’s availability', 'availability', OWNER_ONLY('shipper')],
] as const)('changing %s', (_name, kind, expected) => {
  it.each(cells(expected))('update: %s → %i', async (who, status) => {
    const t = await target(kind);
    const res = await send(who, 'POST', '/api/calendar/events/update', changeBody(t));
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 200) expect(res.body).not.toContain(t.id);
  });
  it.each(cells(expected))('delete: %s → %i', async (who, status) => {
    const t = await target(kind);
    expect((await send(who, 'POST', '/api/calendar/events/delete', { eventId: t.id })).statusCode).toBe(status);
  });
});

describe('reading another’s events', () => {
  it('the personal event of a customer is in nobody else’s calendar, the admin’s included', async () => {
    const t = await target('personal');
    for (const who of WHO.filter((x) => ACTIVE[x] === 200 && x !== 'customer')) {
      expect((await send(who, 'GET', '/api/calendar/events')).body, who).not.toContain(t.id);
    }
  });
});
