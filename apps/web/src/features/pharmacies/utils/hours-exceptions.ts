import { localDate, localMoment, type OpeningHours } from '@pharmacy/shared/pharmacy-hours';
import type { HoursException } from '@pharmacy/shared/schemas/pharmacy';
import type { Language } from '@pharmacy/shared/languages';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The week as it really is for the seven days from today: a day with an exception (a holiday, an inventory)
 * takes the exception's periods. "Open now" and "opens at" then tell the truth on those days.
 */
export function weekWithExceptions(
  hours: OpeningHours,
  exceptions: readonly HoursException[] | undefined,
  now: Date,
): OpeningHours {
  if (!exceptions?.length) return hours;
  const today = localDate(now);
  const weekday = localMoment(now).weekday;
  const week = hours.map((day) => [...day]);
  for (let i = 0; i < 7; i++) {
    const exception = exceptions.find((e) => e.date === addDays(today, i));
    if (exception) week[(weekday + i) % 7] = exception.periods;
  }
  return week;
}

/** The exceptions from today on, soonest first, at most `limit`. */
export function upcomingExceptions(
  exceptions: readonly HoursException[] | undefined,
  now: Date,
  limit = 5,
): HoursException[] {
  const today = localDate(now);
  return [...(exceptions ?? [])]
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/** "Monday 25 December" in the reader's language (the date is a calendar day: no time zone shift). */
export function formatDay(isoDate: string, language: Language): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
}
