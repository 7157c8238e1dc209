import { z } from 'zod';

/**
 * The medicine catalogue as the API answers it (issue 3). A medicine is answered "as a product" (SPEC §7
 * `{host}/medicine`): `id` is its CIS code. All prices are integer euro CENTS.
 */

export const MEDICINE_FILTER_MAX = 200;
export const MEDICINE_PAGE_MAX = 50;

export const substanceSchema = z.object({
  code: z.string(),
  name: z.string(),
  strength: z.string().nullable(),
  /** What the strength is per ("un comprimé", "100 ml de solution"). */
  strengthReference: z.string().nullable(),
  /** SA: active substance; FT: therapeutic fraction. */
  nature: z.string(),
});
export type Substance = z.infer<typeof substanceSchema>;

export const presentationSchema = z.object({
  cip13: z.string(),
  cip7: z.string().nullable(),
  label: z.string(),
  marketed: z.boolean(),
  /** Official price without dispensing fee, in cents; null when not reimbursed (free price). */
  price: z.number().int().nullable(),
  /** Percent, e.g. 65; null when not reimbursed. */
  reimbursementRate: z.number().int().nullable(),
});
export type Presentation = z.infer<typeof presentationSchema>;

export const productSchema = z.object({
  /** The CIS code. */
  id: z.string(),
  name: z.string(),
  form: z.string(),
  /** Lowest official price among marketed presentations, in cents; null when none has one. */
  price: z.number().int().nullable(),
  /** `liste I`, `liste II` or `stupéfiants` among its conditions. */
  requiresPrescription: z.boolean(),
  marketed: z.boolean(),
  substances: z.array(substanceSchema),
  presentations: z.array(presentationSchema),
  /** How many pharmacies have at least one presentation in stock. */
  availableAt: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

/** A pharmacy that has a presentation in stock, with its selling price (its own, or the official one). */
export const offerSchema = z.object({
  pharmacyId: z.string(),
  pharmacyName: z.string(),
  city: z.string(),
  quantity: z.number().int(),
  price: z.number().int().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const presentationDetailSchema = presentationSchema.extend({
  status: z.string(),
  marketingStatus: z.string(),
  hospitalApproved: z.boolean().nullable(),
  priceWithFee: z.number().int().nullable(),
  dispensingFee: z.number().int().nullable(),
  /** HTML from the source (links and <br>); render as text or sanitize. */
  reimbursementNotes: z.string().nullable(),
  offers: z.array(offerSchema),
});
export type PresentationDetail = z.infer<typeof presentationDetailSchema>;

export const genericGroupSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** 0 brand, 1 generic, 2 complementary, 4 substitutable. */
  type: z.number().int(),
  /** The group's other medicines (not withdrawn), brand first, in the source's order: what a pharmacist may substitute. */
  members: z.array(
    z.object({
      cis: z.string(),
      name: z.string(),
      type: z.number().int(),
      marketed: z.boolean(),
      requiresPrescription: z.boolean(),
      /** Lowest official price in cents among its presentations, if any. */
      price: z.number().int().nullable(),
    }),
  ),
});
export type GenericGroup = z.infer<typeof genericGroupSchema>;

export const productDetailSchema = productSchema.extend({
  routes: z.array(z.string()),
  authorisationStatus: z.string(),
  procedure: z.string(),
  marketingStatus: z.string(),
  authorisationDate: z.string().nullable(),
  warningStatus: z.string().nullable(),
  holders: z.string(),
  enhancedMonitoring: z.boolean(),
  conditions: z.array(z.string()),
  genericGroups: z.array(genericGroupSchema),
  presentations: z.array(presentationDetailSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/medicine: `%` and `_` in the filter are searched literally. */
export const medicineListQuerySchema = z.object({
  filter: z.string().max(MEDICINE_FILTER_MAX, 'validation.tooLong').optional(),
  cursor: z.string().max(1000, 'validation.cursor').optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(MEDICINE_PAGE_MAX, 'validation.invalid').default(20),
});
export type MedicineListQuery = z.output<typeof medicineListQuerySchema>;
export type MedicineListQueryInput = z.input<typeof medicineListQuerySchema>;

export const medicineListSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.string().nullable(),
});
export type MedicineList = z.infer<typeof medicineListSchema>;

/** GET /api/products/product: `name` is the exact name (any case or accents) or the CIS code. */
export const productQuerySchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
