import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from '../../lib/language-tags';

/** A moment of the platform's own clock (Belgium), with its zone, in the reader's language; Latin digits in Arabic. */
export function formatPlatformMoment(iso: string, language: Language): string {
  const tag = formatTag(language);
  // dateStyle cannot be combined with timeZoneName: the parts are named one by one.
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Europe/Brussels', timeZoneName: 'short' }).format(new Date(iso));
}

/** What is left until `target`, in whole days, hours, minutes and seconds (all 0 once it has passed). */
export function timeLeft(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
