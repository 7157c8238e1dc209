import type { Language } from '@pharmacy/shared/languages';
import {
  localDate,
  localMoment,
  opensNext,
  isOpenAt,
  type OpeningHours,
  type OpeningInterval,
} from '@pharmacy/shared/pharmacy-hours';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

const pad = (n: number) => String(n).padStart(2, '0');

/** Weekday names in the language, Monday first (1 January 2024 was a Monday). */
export function weekdayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** 'HH:MM' of an instant in the pharmacy's time zone, written like the stored hours. */
export function pharmacyTime(date: Date): string {
  const { minutes } = localMoment(date);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "08:30–12:30, 13:30–18:30". */
export function periodsText(periods: OpeningInterval[]): string {
  return periods.map((p) => `${p.open}–${p.close}`).join(', ');
}

export type OpeningState =
  | { kind: 'open' }
  /** No opening hours at all. */
  | { kind: 'closed' }
  | { kind: 'opens'; day: 'today' | 'tomorrow' | 'later'; weekday: number; time: string };

/** Open now, or when it opens next, in Belgian time. */
export function openingState(hours: OpeningHours, now: Date): OpeningState {
  if (isOpenAt(hours, now)) return { kind: 'open' };
  const next = opensNext(hours, now);
  if (!next) return { kind: 'closed' };
  const today = localDate(now);
  const at = localMoment(next);
  const day = at.date === today ? 'today' : at.date === nextDay(today) ? 'tomorrow' : 'later';
  return { kind: 'opens', day, weekday: at.weekday, time: pharmacyTime(next) };
}

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
