import { z } from 'zod';
import { localDate, toMinutes, type OpeningHours } from '../pharmacy-hours';

export type { OpeningHours, OpeningInterval } from '../pharmacy-hours';
import { phoneSchema } from './auth';
import { isSepaIban, normaliseIban } from '../invoices/iban';
import { normaliseBelgianVat } from '../invoices/vat-number';

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
export const openingHoursSchema = z
  .array(dayHoursSchema, { error: 'validation.invalid' })
  .length(7, 'validation.invalid');

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
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(max, 'validation.invalid');

export const homeDeliveryInputSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.invalid' }),
    postcodes: z
      .array(z.string({ error: 'validation.postcode' }).trim().regex(BELGIAN_POSTCODE, 'validation.postcode'), {
        error: 'validation.invalid',
      })
      .max(MAX_DELIVERY_POSTCODES, 'validation.tooMany'),
    feeCents: cents(DELIVERY_FEE_MAX),
    minimumCents: cents(DELIVERY_MINIMUM_MAX),
  })
  .superRefine((v, ctx) => {
    v.postcodes.forEach((code, i) => {
      if (v.postcodes.indexOf(code) !== i)
        ctx.addIssue({ code: 'custom', path: ['postcodes', i], message: 'validation.duplicate' });
    });
    // Delivering "nowhere" is not a policy a customer can read: say where, or switch it off.
    if (v.enabled && v.postcodes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['postcodes'], message: 'validation.required' });
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

export const MAX_HOURS_EXCEPTIONS = 400;

/** A day that differs from the weekly hours: its periods (none = closed all day) and a note customers read. */
export const hoursExceptionSchema = z.object({
  date: isoDateSchema,
  periods: dayHoursSchema,
  note: z.string({ error: 'validation.invalid' }).trim().max(200, 'validation.tooLong'),
});
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/** The exceptions from today on (earlier ones are history), one per date, at most two years ahead. */
export const hoursExceptionsInputSchema = z
  .array(hoursExceptionSchema, { error: 'validation.invalid' })
  .max(MAX_HOURS_EXCEPTIONS, 'validation.tooMany')
  .superRefine((items, ctx) => {
    const today = localDate(new Date());
    const last = addDays(today, ON_DUTY_DAYS_AHEAD);
    const dates = items.map((e) => e.date);
    dates.forEach((date, i) => {
      if (date < today || date > last)
        ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'validation.dutyDateRange' });
      else if (dates.indexOf(date) !== i)
        ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'validation.duplicate' });
    });
  });

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** The pharmacy's identity: only an admin changes it (the official number and the licensed address). */
export const pharmacyIdentitySchema = z.object({
  name: text(120),
  code: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'validation.invalid'),
  address: text(200),
  postalCode: text(10).regex(BELGIAN_POSTCODE, 'validation.postcode'),
  city: text(80),
});

export const INVOICE_TERM_DAYS_MAX = 120;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** '' or null clears the field; anything else must be valid, normalised as `normal` returns it. */
const clearable = (message: string, normal: (v: string) => string | null) =>
  z
    .string({ error: message })
    .trim()
    .max(50, message)
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      const value = normal(v);
      if (!value) ctx.addIssue({ code: 'custom', message });
      return value ?? null;
    });

/**
 * The pharmacy as the seller of its invoices (issue 14), edited by its staff or an admin in the pharmacy's PATCH:
 * the Belgian VAT number (mod-97 checked, stored `BE0123456749`), the IBAN transfers pay to (SEPA, mod-97, stored
 * without spaces), its BIC, and the days from issue to due date. Issuing an invoice needs the VAT number.
 */
export const pharmacyInvoicingInputSchema = z.object({
  vatNumber: clearable('validation.vatNumber', normaliseBelgianVat).optional(),
  iban: clearable('validation.iban', (v) => (isSepaIban(v) ? normaliseIban(v) : null)).optional(),
  bic: clearable('validation.bic', (v) => {
    const compact = v.replace(/\s/g, '').toUpperCase();
    return BIC.test(compact) ? compact : null;
  }).optional(),
  invoiceTermDays: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(INVOICE_TERM_DAYS_MAX, 'validation.invalid')
    .optional(),
});

/** What its staff and admins read of the seller fields (`invoicing` on the pharmacy; absent for anyone else). */
export const pharmacyInvoicingSchema = z.object({
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  invoiceTermDays: z.number().int(),
});
export type PharmacyInvoicing = z.infer<typeof pharmacyInvoicingSchema>;

/** PATCH /api/pharmacies/:id: only the fields sent change. Its staff edit the practical ones; identity fields are admin-only (403). */
export const pharmacyUpdateSchema = pharmacyIdentitySchema.partial().extend({
  phone: phoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  hoursExceptions: hoursExceptionsInputSchema.optional(),
  onDutyDates: onDutyDatesInputSchema.optional(),
  homeDelivery: homeDeliveryInputSchema.optional(),
  ...pharmacyInvoicingInputSchema.shape,
});
export type PharmacyUpdateInput = z.input<typeof pharmacyUpdateSchema>;
export type PharmacyUpdate = z.output<typeof pharmacyUpdateSchema>;

export const pharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The readable name in addresses (/dashboard/pharmacy/{slug}/edit). */
  slug: z.string(),
  /** `/api/images/<key>` or null. */
  logoUrl: z.string().nullable(),
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
  /** Days from today on whose hours differ from the week's, by date. */
  hoursExceptions: z.array(hoursExceptionSchema),
  /** Its on-duty ("garde") dates from today on (Europe/Brussels), ascending 'YYYY-MM-DD'. */
  onDutyDates: z.array(z.string()),
  /** Whether today (Europe/Brussels) is one of them. */
  onDutyToday: z.boolean(),
  homeDelivery: homeDeliverySchema,
  /** The invoicing details: only in answers to its staff and to admins. */
  invoicing: pharmacyInvoicingSchema.optional(),
});
export type Pharmacy = z.infer<typeof pharmacySchema>;

/** POST /api/pharmacies (admin): the identity, and optionally everything its staff can edit later. */
export const pharmacyCreateSchema = pharmacyIdentitySchema.extend({
  phone: phoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  hoursExceptions: hoursExceptionsInputSchema.optional(),
  onDutyDates: onDutyDatesInputSchema.optional(),
  homeDelivery: homeDeliveryInputSchema.optional(),
  ...pharmacyInvoicingInputSchema.shape,
});
export type PharmacyCreateInput = z.input<typeof pharmacyCreateSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(1000, 'validation.cursor').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(50),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const PHARMACY_SORTS = ['name', '-name', 'city', '-createdAt'] as const;
export type PharmacySort = (typeof PHARMACY_SORTS)[number];

/** GET /api/pharmacies: the public directory. `q` matches name, city or postcode (accents and case ignored). */
export const pharmacyDirectoryQuerySchema = pageQuerySchema.extend({
  q: z.string({ error: 'validation.invalid' }).trim().max(100, 'validation.tooLong').optional(),
  /** Only the pharmacies on duty that day. */
  onDuty: isoDateSchema.optional(),
  city: z.string({ error: 'validation.invalid' }).trim().max(80, 'validation.tooLong').optional(),
  /** 'true': only those delivering at home; 'false': only those that do not. */
  homeDelivery: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  sort: z.enum(PHARMACY_SORTS, { error: 'validation.invalid' }).default('name'),
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
  price: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(STOCK_PRICE_MAX, 'validation.invalid')
    .nullable(),
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

// ——— The pharmacy's public face and its team (issue 5) ———

export const pharmacyStaffMemberSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Only its colleagues and admins see e-mail addresses. */
  email: z.string().nullable(),
});
export type PharmacyStaffMember = z.infer<typeof pharmacyStaffMemberSchema>;

/** GET /api/pharmacies/by-slug/:slug/profile: the pharmacy (an old slug still finds it) and its staff. */
export const pharmacyProfileSchema = z.object({
  pharmacy: pharmacySchema,
  staff: z.array(pharmacyStaffMemberSchema),
  /** Shippers delivering for it. */
  shippersCount: z.number().int(),
  /** Orders it has handled (delivered or collected). */
  ordersHandled: z.number().int(),
});
export type PharmacyProfile = z.infer<typeof pharmacyProfileSchema>;

/** POST /api/pharmacies/:id/invitations (its staff or an admin): a colleague is invited by e-mail. */
export const invitationCreateSchema = z.object({
  email: z
    .string()
    .pipe(optionalEmailSchema)
    .refine((v) => v !== '', 'validation.required'),
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

export const INVITATION_DAYS = 14;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** GET /api/invitations/:token (anyone holding the link): what the invitation is for. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  pharmacyName: z.string(),
  pharmacySlug: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
