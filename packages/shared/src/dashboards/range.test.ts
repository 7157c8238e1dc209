import { describe, expect, it } from 'vitest';
import { dashboardRangeQuerySchema } from '../schemas/dashboards';
import { daysOf, monthsOf, quarterOf, rangeLength, resolveRange } from './range';

describe('dashboard date ranges', () => {
  it('defaults to the last 30 days up to today in Brussels (already the next day there at 23:30 UTC)', () => {
    expect(resolveRange({}, new Date('2026-03-28T23:30:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-29' });
  });

  it('makes a 30-day window from one end alone', () => {
    expect(resolveRange({ from: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(resolveRange({ to: '2026-03-30' })).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('counts days with both ends, across the clock change', () => {
    expect(rangeLength('2026-03-29', '2026-03-29')).toBe(1);
    expect(rangeLength('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysOf({ from: '2026-03-28', to: '2026-03-31' })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
  });

  it('refuses an end before the start and more than 366 days, on `to`', () => {
    const issues = (query: object) =>
      dashboardRangeQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2026-04-02', to: '2026-03-28' })).toEqual([['to', 'validation.endBeforeStart']]);
    expect(issues({ from: '2024-01-01', to: '2025-01-01' })).toEqual([['to', 'dashboards.range.tooLong']]);
    expect(issues({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(issues({ from: '2026-13-01' })).toEqual([['from', 'validation.date']]);
  });

  it('names the quarter of a day, leap February and December included', () => {
    expect(quarterOf('2024-02-29')).toEqual({ quarter: '2024-Q1', from: '2024-01-01', to: '2024-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ quarter: '2026-Q2', from: '2026-04-01', to: '2026-06-30' });
    expect(quarterOf('2026-12-31')).toEqual({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' });
  });

  it('lists the months a range touches, across a year', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-03-29', to: '2026-03-29' })).toEqual(['2026-03']);
  });
});
