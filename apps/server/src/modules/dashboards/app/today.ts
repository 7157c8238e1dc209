import { addDays, localDate, zonedInstant } from '@pharmacy/shared/pharmacy-hours';

/** Today in Brussels (the product's day, whatever the server's zone): its date and its start and end instants. */
export function brusselsToday(now = new Date()) {
  const date = localDate(now);
  return { date, start: zonedInstant(date, 0).toISOString(), end: zonedInstant(addDays(date, 1), 0).toISOString() };
}

export const num = (v: string | number | null | undefined) => Number(v ?? 0);
export const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());
