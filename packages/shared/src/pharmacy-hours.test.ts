import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  isOnDuty,
  isOpenAt,
  localDate,
  localMoment,
  opensNext,
  toMinutes,
  zonedInstant,
  type OpeningHours,
} from './pharmacy-hours';

const at = (iso: string) => new Date(iso);
const week = (day: OpeningHours[number]): OpeningHours => Array.from({ length: 7 }, () => day);

/** Mon–Fri 08:30–12:30 and 13:30–18:30, Saturday 09:00–12:00, Sunday closed. */
const usual: OpeningHours = [
  ...Array.from({ length: 5 }, () => [
    { open: '08:30', close: '12:30' },
    { open: '13:30', close: '18:30' },
  ]),
  [{ open: '09:00', close: '12:00' }],
  [],
];

describe('toMinutes', () => {
  it('reads HH:MM, allows 24:00 and refuses anything else', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:30')).toBe(510);
    expect(toMinutes('23:59')).toBe(1439);
    expect(toMinutes('24:00')).toBe(1440);
    for (const bad of ['24:01', '25:00', '12:60', '8:30', '08:3', '0830', '', 'ab:cd'])
      expect(toMinutes(bad), bad).toBeNull();
  });
});

describe('local time in Brussels', () => {
  it('gives the Belgian date and weekday, not the UTC ones', () => {
    // 23:30 UTC on Sunday 5 January 2025 is already Monday 00:30 in Brussels (CET, +1).
    expect(localMoment(at('2025-01-05T23:30:00Z'))).toEqual({ date: '2025-01-06', weekday: 0, minutes: 30 });
    // 22:30 UTC on a summer Saturday is Sunday 00:30 (CEST, +2).
    expect(localMoment(at('2025-07-05T22:30:00Z'))).toEqual({ date: '2025-07-06', weekday: 6, minutes: 30 });
    expect(localDate(at('2025-07-05T21:59:00Z'))).toBe('2025-07-05');
    expect(localDate(at('2025-07-05T12:00:00Z'), 'Pacific/Auckland')).toBe('2025-07-06');
  });

  it('turns a local time into the right instant across both clock changes', () => {
    expect(zonedInstant('2025-01-15', 8 * 60 + 30).toISOString()).toBe('2025-01-15T07:30:00.000Z');
    expect(zonedInstant('2025-07-15', 8 * 60 + 30).toISOString()).toBe('2025-07-15T06:30:00.000Z');
    // 30 March 2025: 02:00 CET jumps to 03:00 CEST. 01:30 is still winter time, 03:30 already summer time,
    // 02:30 never happens and counts as 03:30.
    expect(zonedInstant('2025-03-30', 90).toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(zonedInstant('2025-03-30', 210).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(zonedInstant('2025-03-30', 150).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    // 26 October 2025: 03:00 CEST goes back to 02:00 CET; 02:30 happens twice, the first one counts.
    expect(zonedInstant('2025-10-26', 150).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(zonedInstant('2025-10-26', 210).toISOString()).toBe('2025-10-26T02:30:00.000Z');
    expect(zonedInstant('2025-10-26', 24 * 60).toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
});

describe('isOpenAt', () => {
  it('follows the periods of the local weekday, open at the opening minute and closed at the closing one', () => {
    // Wednesday 15 January 2025 (CET).
    expect(isOpenAt(usual, at('2025-01-15T07:29:00Z'))).toBe(false);
    expect(isOpenAt(usual, at('2025-01-15T07:30:00Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-01-15T11:29:59Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-01-15T11:30:00Z'))).toBe(false);
    expect(isOpenAt(usual, at('2025-01-15T12:30:00Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-01-18T10:00:00Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-01-19T10:00:00Z'))).toBe(false);
    expect(isOpenAt(week([]), at('2025-01-15T10:00:00Z'))).toBe(false);
  });

  it('uses summer time in summer: 08:30 in Brussels is 06:30 UTC', () => {
    expect(isOpenAt(usual, at('2025-07-16T06:29:00Z'))).toBe(false);
    expect(isOpenAt(usual, at('2025-07-16T06:30:00Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-07-16T16:29:00Z'))).toBe(true);
    expect(isOpenAt(usual, at('2025-07-16T16:30:00Z'))).toBe(false);
  });

  it('counts the Belgian weekday when UTC is still on the day before', () => {
    const mondayOnly: OpeningHours = [[{ open: '00:00', close: '02:00' }], [], [], [], [], [], []];
    // Sunday 23:30 UTC in winter = Monday 00:30 in Brussels.
    expect(isOpenAt(mondayOnly, at('2025-01-05T23:30:00Z'))).toBe(true);
    expect(isOpenAt(mondayOnly, at('2025-01-05T22:30:00Z'))).toBe(false);
  });

  it('treats 24:00 as open until midnight, and the hours on both clock-change nights by the wall clock', () => {
    const allDaySunday: OpeningHours = [[], [], [], [], [], [], [{ open: '00:00', close: '24:00' }]];
    expect(isOpenAt(allDaySunday, at('2025-03-30T00:59:00Z'))).toBe(true); // 01:59 CET
    expect(isOpenAt(allDaySunday, at('2025-03-30T01:00:00Z'))).toBe(true); // 03:00 CEST
    expect(isOpenAt(allDaySunday, at('2025-03-30T21:59:00Z'))).toBe(true); // 23:59 CEST
    expect(isOpenAt(allDaySunday, at('2025-03-30T22:00:00Z'))).toBe(false); // Monday 00:00
    const night: OpeningHours = week([{ open: '02:00', close: '03:00' }]);
    expect(isOpenAt(night, at('2025-10-26T00:30:00Z'))).toBe(true); // first 02:30 (CEST)
    expect(isOpenAt(night, at('2025-10-26T01:30:00Z'))).toBe(true); // second 02:30 (CET)
    expect(isOpenAt(night, at('2025-10-26T02:00:00Z'))).toBe(false); // 03:00 CET
  });
});

describe('opensNext', () => {
  it('finds the next period later today, tomorrow, or after a closed Sunday', () => {
    expect(opensNext(usual, at('2025-01-15T06:00:00Z'))?.toISOString()).toBe('2025-01-15T07:30:00.000Z');
    expect(opensNext(usual, at('2025-01-15T11:45:00Z'))?.toISOString()).toBe('2025-01-15T12:30:00.000Z');
    expect(opensNext(usual, at('2025-01-15T18:00:00Z'))?.toISOString()).toBe('2025-01-16T07:30:00.000Z');
    // Saturday after noon → Monday 08:30.
    expect(opensNext(usual, at('2025-01-18T12:00:00Z'))?.toISOString()).toBe('2025-01-20T07:30:00.000Z');
  });

  it('gives the right instant when the weekend in between changes the clocks', () => {
    // Saturday 29 March 2025 afternoon (CET) → Monday 31 March 08:30 CEST = 06:30 UTC.
    expect(opensNext(usual, at('2025-03-29T14:00:00Z'))?.toISOString()).toBe('2025-03-31T06:30:00.000Z');
    // Saturday 25 October 2025 afternoon (CEST) → Monday 27 October 08:30 CET = 07:30 UTC.
    expect(opensNext(usual, at('2025-10-25T14:00:00Z'))?.toISOString()).toBe('2025-10-27T07:30:00.000Z');
    // An opening at 02:30 on the spring-change night happens at 03:30 CEST.
    const night: OpeningHours = [[], [], [], [], [], [], [{ open: '02:30', close: '05:00' }]];
    expect(opensNext(night, at('2025-03-29T20:00:00Z'))?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('comes back to the same weekday next week, and is null for a week without hours', () => {
    const mondayMorning: OpeningHours = [[{ open: '08:00', close: '12:00' }], [], [], [], [], [], []];
    expect(opensNext(mondayMorning, at('2025-01-13T09:00:00Z'))?.toISOString()).toBe('2025-01-20T07:00:00.000Z');
    expect(opensNext(week([]), at('2025-01-13T09:00:00Z'))).toBeNull();
  });

  it('does not call midnight an opening when the day before closed at 24:00', () => {
    const weekend: OpeningHours = [
      [{ open: '00:00', close: '08:00' }],
      [],
      [],
      [],
      [],
      [{ open: '18:00', close: '24:00' }],
      [{ open: '00:00', close: '24:00' }],
    ];
    // Friday evening: the next opening is Saturday 18:00, not Sunday or Monday 00:00.
    expect(opensNext(weekend, at('2025-01-17T19:00:00Z'))?.toISOString()).toBe('2025-01-18T17:00:00.000Z');
    // Open all Saturday night to Monday morning: from Sunday, the next opening is the following Saturday.
    expect(opensNext(weekend, at('2025-01-19T12:00:00Z'))?.toISOString()).toBe('2025-01-25T17:00:00.000Z');
    expect(opensNext(week([{ open: '00:00', close: '24:00' }]), at('2025-01-19T12:00:00Z'))).toBeNull();
  });
});

describe('hoursOn and isOnDuty', () => {
  it('read the Belgian date', () => {
    expect(hoursOn(usual, at('2025-01-18T10:00:00Z'))).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(hoursOn(usual, at('2025-01-18T23:30:00Z'))).toEqual([]);
    const dates = ['2025-07-06'];
    expect(isOnDuty(dates, at('2025-07-05T22:30:00Z'))).toBe(true);
    expect(isOnDuty(dates, at('2025-07-05T21:30:00Z'))).toBe(false);
    expect(isOnDuty([], at('2025-07-06T10:00:00Z'))).toBe(false);
  });
});
