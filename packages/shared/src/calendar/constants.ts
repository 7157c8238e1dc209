/*
 * The calendar's constants, apart from zod so the lazy calendar page can import them without bringing zod in
 * (schemas/calendar.ts builds its schemas from these).
 */

export const CALENDAR_KINDS = ['personal', 'on_duty', 'opening_exception', 'delivery_slot', 'availability'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
/** Kinds owned by a pharmacy (its staff write them); the others belong to one person. */
export const PHARMACY_CALENDAR_KINDS = ['on_duty', 'opening_exception', 'delivery_slot'] as const satisfies readonly CalendarKind[];
/** Kinds stored as the pharmacy's day rows: one day each, no repetition (decision 011). */
export const DAY_ROW_KINDS = ['on_duty', 'opening_exception'] as const satisfies readonly CalendarKind[];
/** The colour of a kind when the event names none (the theme's palette). */
export const CALENDAR_KIND_COLORS: Record<CalendarKind, string> = {
  personal: '#00A76F',
  on_duty: '#FF5630',
  opening_exception: '#FFAB00',
  delivery_slot: '#00B8D9',
  availability: '#8E33FF',
};
export const CALENDAR_COLORS = ['#00A76F', '#8E33FF', '#00B8D9', '#003768', '#22C55E', '#FFAB00', '#FF5630', '#637381'] as const;
export const CALENDAR_TITLE_MAX = 200;
export const CALENDAR_DESCRIPTION_MAX = 5000;
export const CALENDAR_EXDATES_MAX = 100;
/** SPEC §9: date pickers accept 1900-01-01 … 2099-12-31. */
export const CALENDAR_FIRST_DAY = '1900-01-01';
export const CALENDAR_LAST_DAY = '2099-12-31';
/** The widest window one GET expands (a year view plus its edges). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
export const CALENDAR_TIME_ZONE = 'Europe/Brussels';
