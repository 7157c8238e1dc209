import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from './language-tags';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "il y a 5 minutes", "قبل ٥ دقائق"… in the interface language; under a minute is "now". */
export function timeAgo(iso: string, language: Language, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  // Arabic keeps Latin digits, as everywhere else in the product.
  const tag = formatTag(language);
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
