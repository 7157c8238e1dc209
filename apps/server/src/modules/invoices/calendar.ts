import { PHARMACY_TIME_ZONE } from '@pharmacy/shared/pharmacy-hours';

/** Today's date in Belgium (YYYY-MM-DD): an invoice issued at 00:30 in Brussels is dated that day, not the UTC one. */
export function brusselsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PHARMACY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `date` (YYYY-MM-DD) plus `days`, in calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
