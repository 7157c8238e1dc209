import type { CalendarKind } from '@pharmacy/shared/schemas/calendar';

/*
 * The contract's constants (packages/shared/src/schemas/calendar.ts), copied: that module builds its zod schemas at
 * load, so importing even one constant from it would bring zod (about 90 KiB gzip) onto this page beside FullCalendar.
 * calendar-constants.test.ts keeps the copies equal to the originals.
 */

export const CALENDAR_KIND_COLORS: Record<CalendarKind, string> = {
  personal: '#00A76F',
  on_duty: '#FF5630',
  opening_exception: '#FFAB00',
  delivery_slot: '#00B8D9',
  availability: '#8E33FF',
};
export const CALENDAR_COLORS = ['#00A76F', '#8E33FF', '#00B8D9', '#003768', '#22C55E', '#FFAB00', '#FF5630', '#637381'] as const;
/** One day each, never repeating (decision 011). */
export const DAY_ROW_KINDS: readonly CalendarKind[] = ['on_duty', 'opening_exception'];
export const CALENDAR_TITLE_MAX = 200;
export const CALENDAR_DESCRIPTION_MAX = 5000;
export const CALENDAR_FIRST_DAY = '1900-01-01';
export const CALENDAR_LAST_DAY = '2099-12-31';
export const CALENDAR_TIME_ZONE = 'Europe/Brussels';
