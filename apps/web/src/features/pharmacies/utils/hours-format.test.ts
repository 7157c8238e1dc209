import { describe, expect, it } from 'vitest';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { openingState, pharmacyTime, weekdayNames } from './hours-format';

const { openingHours } = makePharmacy();

describe('hours-format', () => {
  it('says open, or when it opens: later today, tomorrow or on a weekday, in Belgian time', () => {
    expect(openingState(openingHours, new Date('2025-01-15T10:00:00Z'))).toEqual({ kind: 'open' });
    expect(openingState(openingHours, new Date('2025-01-15T12:00:00Z'))).toEqual({
      kind: 'opens',
      day: 'today',
      weekday: 2,
      time: '13:30',
    });
    expect(openingState(openingHours, new Date('2025-01-15T18:00:00Z'))).toEqual({
      kind: 'opens',
      day: 'tomorrow',
      weekday: 3,
      time: '08:30',
    });
    // Saturday 13:00 → Monday; summer time → 08:30 is still shown as Belgian time.
    expect(openingState(openingHours, new Date('2025-07-19T11:00:00Z'))).toEqual({
      kind: 'opens',
      day: 'later',
      weekday: 0,
      time: '08:30',
    });
    // Just after midnight in Brussels (still the day before in UTC): "today" is the Belgian day.
    expect(openingState(openingHours, new Date('2025-01-14T23:30:00Z'))).toEqual({
      kind: 'opens',
      day: 'today',
      weekday: 2,
      time: '08:30',
    });
    expect(openingState([[], [], [], [], [], [], []], new Date('2025-01-15T10:00:00Z'))).toEqual({ kind: 'closed' });
  });

  it('writes times as HH:MM in Brussels and names weekdays Monday first', () => {
    expect(pharmacyTime(new Date('2025-07-01T06:05:00Z'))).toBe('08:05');
    expect(weekdayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('nl')[0]).toBe('maandag');
  });
});
