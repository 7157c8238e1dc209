import { describe, expect, it } from 'vitest';
import { occurrences, ruleParses } from './recurrence';

/*
 * Issue 17: a repeating event keeps its Brussels wall-clock time across the daylight-saving changes (the last
 * Sundays of March and October), and leaves out its exception dates.
 */

const utc = (iso: string) => new Date(iso);

describe('recurrence in Europe/Brussels', () => {
  // Monday 2026-03-23 09:00 CET (08:00Z); the clocks go forward on Sunday 2026-03-29.
  const weekly = { startsAt: utc('2026-03-23T08:00:00Z'), endsAt: utc('2026-03-23T09:30:00Z'), rrule: 'FREQ=WEEKLY;BYDAY=MO', exdates: [] };

  it('a weekly 09:00 is 08:00Z in winter and 07:00Z in summer (spring change)', () => {
    const found = occurrences(weekly, utc('2026-03-20T00:00:00Z'), utc('2026-04-10T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
    // Each keeps its 1 h 30 on the wall clock.
    expect(found.map((o) => (o.end.getTime() - o.start.getTime()) / 60_000)).toEqual([90, 90, 90]);
  });

  it('and back to 08:00Z after the last Sunday of October (autumn change)', () => {
    const found = occurrences(weekly, utc('2026-10-18T00:00:00Z'), utc('2026-11-03T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z', '2026-11-02T08:00:00.000Z']);
  });

  it('an evening shift crossing the autumn night keeps its wall-clock end (22:00 → 06:00 is 9 real hours that night)', () => {
    const night = { startsAt: utc('2026-10-24T20:00:00Z'), endsAt: utc('2026-10-25T05:00:00Z'), rrule: 'FREQ=DAILY;COUNT=2', exdates: [] };
    const [first, second] = occurrences(night, utc('2026-10-24T00:00:00Z'), utc('2026-10-27T00:00:00Z'));
    expect((first!.end.getTime() - first!.start.getTime()) / 3_600_000).toBe(9);
    expect(second!.start.toISOString()).toBe('2026-10-25T21:00:00.000Z');
    expect((second!.end.getTime() - second!.start.getTime()) / 3_600_000).toBe(8);
  });

  it('leaves out exception dates, and an occurrence that only ends inside the window is still in it', () => {
    const found = occurrences({ ...weekly, exdates: [utc('2026-03-30T07:00:00Z')] }, utc('2026-03-23T09:00:00Z'), utc('2026-04-10T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2026-03-23T08:00:00.000Z', '2026-04-06T07:00:00.000Z']);
  });

  it('a daily all-day event covers local days, 23 h long on the spring Sunday', () => {
    const allDay = { startsAt: utc('2026-03-27T23:00:00Z'), endsAt: utc('2026-03-28T23:00:00Z'), rrule: 'FREQ=DAILY;COUNT=3', exdates: [] };
    const found = occurrences(allDay, utc('2026-03-01T00:00:00Z'), utc('2026-04-30T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect((found[1]!.end.getTime() - found[1]!.start.getTime()) / 3_600_000).toBe(23);
  });

  it('an event without a rule is itself when it overlaps the window, nothing otherwise', () => {
    const once = { startsAt: utc('2026-05-01T08:00:00Z'), endsAt: utc('2026-05-01T09:00:00Z'), rrule: null, exdates: [] };
    expect(occurrences(once, utc('2026-05-01T08:30:00Z'), utc('2026-05-02T00:00:00Z'))).toHaveLength(1);
    expect(occurrences(once, utc('2026-05-01T09:00:00Z'), utc('2026-05-02T00:00:00Z'))).toHaveLength(0);
  });

  it('tells a rule it can expand from one it cannot', () => {
    expect(ruleParses('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270101T000000Z')).toBe(true);
    expect(ruleParses('FREQ=SOMETIMES')).toBe(false);
    expect(ruleParses('FREQ=WEEKLY;BYDAY=XX')).toBe(false);
  });
});
