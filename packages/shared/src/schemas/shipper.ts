import { z } from 'zod';
import { phoneSchema } from './auth';

/**
 * Shippers (couriers, role `shipper`): their working phone, vehicle and availability, and the pharmacies they
 * deliver for. `isStaff` marks the pharmacy's own staff: only they may deliver prescription medicine at home
 * (PRODUCT.md "The law").
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
