import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from '../../lib/language-tags';


/** A calendar day 'YYYY-MM-DD' as the reader writes it, read in UTC so no time zone moves it a day. */
export function formatDay(day: string | null, language: Language): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A VAT rate as a percentage: 6 → "6%" (en), "6 %" (fr). */
export function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(formatTag(language), { style: 'percent' }).format(rate / 100);
}

/** Today in Brussels as 'YYYY-MM-DD' (the server's day for payments). */
export function todayInBrussels(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}

export { centsToInput, formatEuros, parseEuros } from '../../lib/money';
