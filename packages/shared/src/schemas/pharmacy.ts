import { z } from 'zod';
import { localDate, toMinutes, type OpeningHours } from '../pharmacy-hours';

export type { OpeningHours, OpeningInterval } from '../pharmacy-hours';
import { phoneSchema } from './auth';

/**
 * Pharmacies, their staff and their stock (issue 3); the order issue adds contact details, weekly opening hours,
 * on-duty ("garde") dates and the home-delivery policy. Prices in euro CENTS; dates 'YYYY-MM-DD' in Europe/Brussels.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_PERIODS_PER_DAY = 6;

/** One opening period: 'HH:MM' to 'HH:MM' (a closing time may be '24:00'), closing after opening. */
export const openingIntervalSchema = z
  .object({
    open: z.string({ error: 'validation.time' }).regex(TIME, 'validation.time'),
    close: z.string({ error: 'validation.time' }).refine((v) => v === '24:00' || TIME.test(v), 'validation.time'),
  })
  .superRefine((v, ctx) => {
    const open = toMinutes(v.open);
    const close = toMinutes(v.close);
    // A malformed time already has its own message.
    if (open !== null && close !== null && close <= open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'validation.closeBeforeOpen' });
    }
  });

/** The periods of one day, in order and not overlapping (one may start when the previous closes). */
export const dayHoursSchema = z
  .array(openingIntervalSchema, { error: 'validation.invalid' })
  .max(MAX_PERIODS_PER_DAY, 'validation.tooMany')
  .superRefine((periods, ctx) => {
    for (let i = 1; i < periods.length; i++) {
      const open = toMinutes(periods[i].open);
      const previousClose = toMinutes(periods[i - 1].close);
      if (open !== null && previousClose !== null && open < previousClose) {
        ctx.addIssue({ code: 'custom', path: [i, 'open'], message: 'validation.hoursOverlap' });
      }
    }
  });

/** Seven days, Monday first; an empty day is closed. */
export const openingHoursSchema = z.array(dayHoursSchema, { error: 'validation.invalid' }).length(7, 'validation.invalid');

/** An empty week (every day closed): the default of a new pharmacy. */
export const closedWeek = (): OpeningHours => [[], [], [], [], [], [], []];

export const homeDeliverySchema = z.object({
  enabled: z.boolean(),
  /** Belgian postcodes it delivers to. */
  postcodes: z.array(z.string()),
  /** What a delivery costs the customer. */
  feeCents: z.number().int(),
  /** The smallest order it delivers. */
  minimumCents: z.number().int(),
});
export type HomeDelivery = z.infer<typeof homeDeliverySchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string({ error: 'validation.date' })
  .regex(ISO_DATE, 'validation.date')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'validation.date');

export const BELGIAN_POSTCODE = /^[1-9]\d{3}$/;
export const MAX_DELIVERY_POSTCODES = 200;
export const DELIVERY_FEE_MAX = 100_000;
export const DELIVERY_MINIMUM_MAX = 10_000_000;
export const MAX_ON_DUTY_DATES = 400;
/** On-duty dates can be planned this many days ahead. */
export const ON_DUTY_DAYS_AHEAD = 731;

const cents = (max: number) =>
  z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(max, 'validation.invalid');

export const homeDeliveryInputSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.invalid' }),
    postcodes: z
      .array(z.string({ error: 'validation.postcode' }).trim().regex(BELGIAN_POSTCODE, 'validation.postcode'), { error: 'validation.invalid' })
      .max(MAX_DELIVERY_POSTCODES, 'validation.tooMany'),
    feeCents: cents(DELIVERY_FEE_MAX),
    minimumCents: cents(DELIVERY_MINIMUM_MAX),
  })
  .superRefine((v, ctx) => {
    v.postcodes.forEach((code, i) => {
      if (v.postcodes.indexOf(code) !== i) ctx.addIssue({ code: 'custom', path: ['postcodes', i], message: 'validation.duplicate' });
    });
    // Delivering "nowhere" is not a policy a customer can read: say where, or switch it off.
    if (v.enabled && v.postcodes.length === 0) ctx.addIssue({ code: 'custom', path: ['postcodes'], message: 'validation.required' });
  });
export type HomeDeliveryInput = z.input<typeof homeDeliveryInputSchema>;

const addDays = (isoDate: string, days: number) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The on-duty dates from today on (earlier ones are history and stay as they are); unique, at most two years ahead. */
export const onDutyDatesInputSchema = z
  .array(isoDateSchema, { error: 'validation.invalid' })
  .max(MAX_ON_DUTY_DATES, 'validation.tooMany')
  .superRefine((dates, ctx) => {
    const today = localDate(new Date());
    const last = addDays(today, ON_DUTY_DAYS_AHEAD);
    dates.forEach((date, i) => {
      if (date < today || date > last) ctx.addIssue({ code: 'custom', path: [i], message: 'validation.dutyDateRange' });
      else if (dates.indexOf(date) !== i) ctx.addIssue({ code: 'custom', path: [i], message: 'validation.duplicate' });
    });
  });

/** '' clears it. */
const optionalEmailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .max(254, 'validation.tooLong')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email')
  .transform((v) => v.toLowerCase());

/** PATCH /api/pharmacies/:id (its staff or an admin): only the fields sent change. */
export const pharmacyUpdateSchema = z.object({
  phone: phoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  onDutyDates: onDutyDatesInputSchema.optional(),
  homeDelivery: homeDeliveryInputSchema.optional(),
});
export type PharmacyUpdateInput = z.input<typeof pharmacyUpdateSchema>;
export type PharmacyUpdate = z.output<typeof pharmacyUpdateSchema>;

export const pharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its official number, unique. */
  code: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** '' when not given. */
  phone: z.string(),
  /** '' when not given. */
  email: z.string(),
  openingHours: openingHoursSchema,
  /** Its on-duty ("garde") dates from today on (Europe/Brussels), ascending 'YYYY-MM-DD'. */
  onDutyDates: z.array(z.string()),
  /** Whether today (Europe/Brussels) is one of them. */
  onDutyToday: z.boolean(),
  homeDelivery: homeDeliverySchema,
});
export type Pharmacy = z.infer<typeof pharmacySchema>;

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const pharmacyCreateSchema = z.object({
  name: text(120),
  code: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'validation.invalid'),
  address: text(200),
  postalCode: text(10).regex(/^[A-Za-z0-9 -]+$/, 'validation.invalid'),
  city: text(80),
});
export type PharmacyCreateInput = z.input<typeof pharmacyCreateSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(1000, 'validation.cursor').optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(100, 'validation.invalid').default(50),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** GET /api/pharmacies: the public directory. `q` matches name, city or postcode (accents and case ignored). */
export const pharmacyDirectoryQuerySchema = pageQuerySchema.extend({
  q: z.string({ error: 'validation.invalid' }).trim().max(100, 'validation.tooLong').optional(),
  /** Only the pharmacies on duty that day. */
  onDuty: isoDateSchema.optional(),
});
export type PharmacyDirectoryQuery = z.output<typeof pharmacyDirectoryQuerySchema>;
export type PharmacyDirectoryQueryInput = z.input<typeof pharmacyDirectoryQuerySchema>;

export const pharmacyListSchema = z.object({
  items: z.array(pharmacySchema),
  nextCursor: z.string().nullable(),
});
export type PharmacyList = z.infer<typeof pharmacyListSchema>;

export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_PRICE_MAX = 100_000_000;

/** PUT /api/pharmacies/:id/stock/:cip13. `price` null means "sell at the official price". */
export const stockUpdateSchema = z.object({
  quantity: z
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(STOCK_QUANTITY_MAX, 'validation.invalid'),
  price: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(STOCK_PRICE_MAX, 'validation.invalid').nullable(),
});
export type StockUpdateInput = z.input<typeof stockUpdateSchema>;

export const stockItemSchema = z.object({
  cip13: z.string(),
  cis: z.string(),
  medicineName: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  /** The pharmacy's own price, or null to use `officialPrice`. */
  price: z.number().int().nullable(),
  officialPrice: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockListSchema = z.object({
  items: z.array(stockItemSchema),
  nextCursor: z.string().nullable(),
});
export type StockList = z.infer<typeof stockListSchema>;
