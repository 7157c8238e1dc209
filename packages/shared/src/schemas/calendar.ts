import { z } from 'zod';
import {
  CALENDAR_KINDS,
  DAY_ROW_KINDS,
  CALENDAR_TITLE_MAX,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_EXDATES_MAX,
  CALENDAR_FIRST_DAY,
  CALENDAR_LAST_DAY,
} from '../calendar/constants';

export * from '../calendar/constants';


/*
 * The calendar (SPEC §2 /dashboard/calendar, §3 "Calendar event", §7 /api/calendar/events*; decision 011). A person's
 * own events, a pharmacy's shared dates (on-duty shifts and opening exceptions, which are the very rows the directory
 * and the order form read, and delivery slots) and couriers' availability. Times travel as ISO 8601 with an offset;
 * an all-day event travels as dates (`YYYY-MM-DD`, `end` exclusive, as FullCalendar and RFC 5545 count them).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The calendar day a value starts on (its own date part, before any offset is applied). */
function dayOf(value: string): string {
  return value.slice(0, 10);
}

function validInstant(value: string): boolean {
  if (DATE.test(value)) return !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** A date or a date-time with an offset, from 1900 to 2099 (SPEC §9). */
export const calendarInstantSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(40, 'validation.invalid')
  .refine(validInstant, 'validation.date')
  .refine((value) => dayOf(value) >= CALENDAR_FIRST_DAY && dayOf(value) <= CALENDAR_LAST_DAY, 'validation.dateRange');

/** One RRULE line's parts (`FREQ=WEEKLY;BYDAY=MO,WE`), without `RRULE:`; the server parses it fully. */
const rruleSchema = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .regex(/^FREQ=[A-Z]+(;[A-Z]+=[A-Za-z0-9,+\-:]+)*$/, 'validation.rrule');

const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'validation.invalid');

/** The fields of an event, as POST /api/calendar/events/new takes them (and `event` of /update). */
export const calendarEventInputSchema = z
  .object({
    kind: z.enum(CALENDAR_KINDS, { error: 'validation.calendarKind' }).default('personal'),
    title: z.string().trim().max(CALENDAR_TITLE_MAX, 'validation.tooLong').default(''),
    description: z.string().trim().max(CALENDAR_DESCRIPTION_MAX, 'validation.tooLong').default(''),
    start: calendarInstantSchema,
    end: calendarInstantSchema,
    allDay: z.boolean().default(false),
    color: colorSchema.nullable().default(null),
    /** The pharmacy of a shared event, needed only by someone on the staff of several. */
    pharmacyId: z.string().trim().min(1).max(100).nullable().default(null),
    rrule: rruleSchema.nullable().default(null),
    /** Occurrences left out of the rule, by their start. */
    exdates: z.array(calendarInstantSchema).max(CALENDAR_EXDATES_MAX, 'validation.tooMany').default([]),
  })
  .superRefine((event, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (event.kind === 'personal' && event.title.length === 0) issue('title', 'validation.required');
    if (event.allDay && (!DATE.test(event.start) || !DATE.test(event.end))) issue('start', 'validation.date');
    if (!event.allDay && (DATE.test(event.start) || DATE.test(event.end))) issue('start', 'validation.dateTime');
    // Dates compare as text; instants by their time. An all-day `end` may equal `start` (that one day).
    const ends = DATE.test(event.end) && DATE.test(event.start) ? event.end < event.start : Date.parse(event.end) < Date.parse(event.start);
    if (ends) issue('end', 'validation.endBeforeStart');
    if ((DAY_ROW_KINDS as readonly string[]).includes(event.kind) && event.rrule) issue('rrule', 'validation.noRepeat');
  });
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;
export type CalendarEventFields = z.output<typeof calendarEventInputSchema>;

export const calendarEventUpdateSchema = z.object({
  eventId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.invalid'),
  event: calendarEventInputSchema,
});
export const calendarEventDeleteSchema = z.object({
  eventId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.invalid'),
});

export const calendarRangeQuerySchema = z
  .object({ start: calendarInstantSchema.optional(), end: calendarInstantSchema.optional() })
  .superRefine((range, ctx) => {
    if (range.start && range.end && Date.parse(range.end.length === 10 ? `${range.end}T00:00:00Z` : range.end) < Date.parse(range.start.length === 10 ? `${range.start}T00:00:00Z` : range.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.endBeforeStart' });
    }
  });
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

export const calendarOwnerSchema = z.object({
  type: z.enum(['user', 'pharmacy']),
  id: z.string(),
  name: z.string(),
});

/** An event as the API shows it; a repeating event appears once per occurrence in the asked window, with its `id`. */
export const calendarEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  color: z.string(),
  owner: calendarOwnerSchema,
  rrule: z.string().nullable(),
  exdates: z.array(z.string()),
  /** A repeating event's first occurrence (what an update of the series moves); `start`/`end` otherwise. */
  seriesStart: z.string(),
  seriesEnd: z.string(),
  /** Whether the reader may change it (their own, or their pharmacy's). */
  editable: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.object({ events: z.array(calendarEventSchema) });
export const calendarEventResultSchema = z.object({ event: calendarEventSchema });
export const calendarDeletedSchema = z.object({ eventId: z.string() });

/** A private iCalendar subscription link (GET /api/calendar/feed, POST …/renew). */
export const calendarFeedSchema = z.object({ url: z.string() });
/** The reader's own subscription, or (staff) their pharmacy's with `pharmacyId`. */
export const calendarFeedQuerySchema = z.object({ pharmacyId: z.string().trim().min(1, 'validation.required').max(100, 'validation.invalid').optional() });
