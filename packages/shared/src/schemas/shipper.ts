import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../roles';
import { LANGUAGES } from '../languages';
import { emailSchema, personNameSchema, phoneSchema } from './auth';

/**
 * Shippers (couriers, role `shipper`): their working phone, vehicle and availability, and the pharmacies they
 * deliver for. `isStaff` marks the pharmacy's own staff: only they may deliver prescription medicine at home
 * (docs/PRODUCT.md "The law").
 */

export const VEHICLES = ['foot', 'bike', 'scooter', 'car', 'van'] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const shipperPharmacySchema = z.object({
  pharmacyId: z.string(),
  pharmacyName: z.string(),
  isStaff: z.boolean(),
});
export type ShipperPharmacy = z.infer<typeof shipperPharmacySchema>;

export const shipperSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  /** The number pharmacies and customers reach them on while delivering; '' when not given. */
  phone: z.string(),
  vehicle: z.enum(VEHICLES),
  available: z.boolean(),
  /** By pharmacy name. */
  pharmacies: z.array(shipperPharmacySchema),
});
export type Shipper = z.infer<typeof shipperSchema>;

/** PATCH /api/shippers/me: only the fields sent change. */
export const shipperUpdateSchema = z.object({
  available: z.boolean({ error: 'validation.invalid' }).optional(),
  phone: phoneSchema.optional(),
  vehicle: z.enum(VEHICLES, { error: 'validation.vehicle' }).optional(),
});
export type ShipperUpdateInput = z.input<typeof shipperUpdateSchema>;

export const MAX_SHIPPER_PHARMACIES = 50;

/** PUT /api/shippers/:uid/pharmacies (admin): the whole list of pharmacies the shipper delivers for. */
export const shipperPharmaciesInputSchema = z
  .array(
    z.object({
      pharmacyId: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.tooLong'),
      isStaff: z.boolean({ error: 'validation.required' }),
    }),
    { error: 'validation.invalid' },
  )
  .max(MAX_SHIPPER_PHARMACIES, 'validation.tooMany')
  .superRefine((links, ctx) => {
    const ids = links.map((l) => l.pharmacyId);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: [i, 'pharmacyId'], message: 'validation.duplicate' });
    });
  });
export type ShipperPharmaciesInput = z.input<typeof shipperPharmaciesInputSchema>;

/** One shipper as the staff of a pharmacy sees it (GET /api/pharmacies/:id/shippers). */
export const pharmacyShipperSchema = shipperSchema.omit({ pharmacies: true }).extend({ isStaff: z.boolean() });
export type PharmacyShipper = z.infer<typeof pharmacyShipperSchema>;

export const pharmacyShipperListSchema = z.object({
  items: z.array(pharmacyShipperSchema),
  nextCursor: z.string().nullable(),
});
export type PharmacyShipperList = z.infer<typeof pharmacyShipperListSchema>;

// ——— Shippers managed by admins, seen by their pharmacies (issue 5) ———

/** A row of /dashboard/shipper/list and /cards. */
export const shipperRowSchema = shipperSchema.extend({
  slug: z.string(),
  avatarUrl: z.string().nullable(),
  /** Only admins see e-mail addresses. */
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  deliveriesDone: z.number().int(),
});
export type ShipperRow = z.infer<typeof shipperRowSchema>;

export const SHIPPER_SORTS = ['name', '-name', '-deliveries', '-createdAt'] as const;

/**
 * GET /api/shippers: admins see every shipper; a pharmacy's staff see the shippers delivering for their pharmacies
 * (read-only). Filters: search, availability, vehicle, pharmacy, account status.
 */
export const shipperListQuerySchema = z.object({
  q: z.string({ error: 'validation.invalid' }).trim().max(100, 'validation.tooLong').optional(),
  available: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  vehicle: z.enum(VEHICLES, { error: 'validation.vehicle' }).optional(),
  pharmacyId: z.string().trim().max(64, 'validation.tooLong').optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'validation.invalid' }).optional(),
  sort: z.enum(SHIPPER_SORTS, { error: 'validation.invalid' }).default('name'),
  cursor: z.string().max(500, 'validation.cursor').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(25),
});
export type ShipperListQuery = z.output<typeof shipperListQuerySchema>;
export type ShipperListQueryInput = z.input<typeof shipperListQuerySchema>;

export const shipperListSchema = z.object({ items: z.array(shipperRowSchema), nextCursor: z.string().nullable() });
export type ShipperList = z.infer<typeof shipperListSchema>;

/** POST /api/shippers (admin): a courier account, active at once, with its vehicle and pharmacies; the courier sets a password by e-mail. */
export const shipperCreateSchema = z.object({
  email: emailSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
  vehicle: z.enum(VEHICLES, { error: 'validation.vehicle' }),
  pharmacies: shipperPharmaciesInputSchema,
});
export type ShipperCreateInput = z.input<typeof shipperCreateSchema>;

/** PATCH /api/shippers/:uid (admin): only the fields sent change (names: PATCH /api/admin/accounts/:uid). */
export const shipperAdminUpdateSchema = z.object({
  phone: phoneSchema.optional(),
  vehicle: z.enum(VEHICLES, { error: 'validation.vehicle' }).optional(),
  available: z.boolean({ error: 'validation.invalid' }).optional(),
  pharmacies: shipperPharmaciesInputSchema.optional(),
});
export type ShipperAdminUpdateInput = z.input<typeof shipperAdminUpdateSchema>;

/** GET /api/shippers/by-slug/:slug/profile (the shipper, an admin, or staff of a pharmacy it serves). */
export const shipperProfileSchema = z.object({
  shipper: shipperRowSchema,
  memberSince: z.string(),
  /** No rating system yet: null means "no rating", never a made-up number. */
  rating: z.number().nullable(),
});
export type ShipperProfile = z.infer<typeof shipperProfileSchema>;
