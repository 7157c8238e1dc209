import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-22T12:00:00.000Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the interface language, with the largest whole unit', () => {
    expect(timeAgo(before(10), 'en', now)).toBe('now');
    expect(timeAgo(before(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600 + 59), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), 'en', now)).toBe('yesterday');
    expect(timeAgo(before(3 * 7 * 24 * 3600), 'en', now)).toBe('3 weeks ago');
    expect(timeAgo(before(5 * 60), 'fr', now)).toBe('il y a 5 minutes');
    expect(timeAgo(before(5 * 60), 'nl', now)).toBe('5 minuten geleden');
    expect(timeAgo(before(5 * 60), 'de', now)).toBe('vor 5 Minuten');
    expect(timeAgo(before(5 * 60), 'cn', now)).toBe('5分钟前');
    expect(timeAgo(before(5 * 60), 'ar', now)).toMatch(/5/);
    expect(timeAgo('not a date', 'en', now)).toBe('not a date');
  });
});
