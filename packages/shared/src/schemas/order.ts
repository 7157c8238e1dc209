import { z } from 'zod';
import { ORDER_ACTIONS, ORDER_STATUSES } from '../orders/lifecycle';
import { ROLES } from '../roles';
import { DELIVERY_TYPES, ORDER_QUANTITY_MAX, ORDER_TEXT_MAX, PRESCRIPTION_TYPES, orderAddressSchema } from './order-form';

/**
 * The order API (issue 4). Prices in integer euro CENTS, times ISO strings. The form itself is in `order-form.ts`.
 *
 *   POST /api/orders                     orderFormSchema + header Idempotency-Key (uuid) → 201 OrderDetail (200 on replay)
 *   GET  /api/orders?…                   orderListQuerySchema → OrderList (only orders the caller may see)
 *   GET  /api/orders/:id                 → OrderDetail
 *   POST /api/orders/:id/transitions     orderTransitionSchema → OrderDetail; 409 {code:'ILLEGAL_TRANSITION'} with the reason
 *   PUT  /api/orders/:id/lines           orderLinesUpdateSchema (pharmacy, while submitted/accepted) → OrderDetail
 *   POST /api/orders/:id/files           multipart, field `file` (PDF/JPEG/PNG/WebP by content, ≤ 10 MB) → OrderFile
 *   GET  /api/orders/:id/files/:fileId   the file (same viewers as the order)
 */

export const ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ORDER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const ORDER_PAGE_MAX = 100;
/** With a search, the tab counts stop after this many matching orders (`countsAtLeast`). */
export const ORDER_SEARCH_COUNT_CAP = 1000;
export const HANDOVER_CODE_LENGTH = 6;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const personRefSchema = z.object({ uid: z.string(), displayName: z.string() });

export const orderLineSchema = z.object({
  id: z.string(),
  cis: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Set by the pharmacy's quote; null until then. */
  unitPriceCents: z.number().int().nullable(),
  /** From the catalogue (liste I, liste II, stupéfiants); false for free-text lines. */
  requiresPrescription: z.boolean(),
  /**
   * A free-text line (cis null) the pharmacist checked is not a medicine. A free-text line that is neither linked to
   * the catalogue nor marked so blocks the acceptance: typed text must never pass as "no prescription needed".
   */
  notMedicine: z.boolean(),
  /** What the customer typed, when the pharmacist has linked the line to a catalogue medicine; else null. */
  typedName: z.string().nullable(),
  /** Whether the catalogue has this medicine in a generic group (a substitute can be proposed). */
  substitution: z
    .object({
      cis: z.string(),
      name: z.string(),
      status: z.enum(['proposed', 'accepted', 'refused']),
    })
    .nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  actor: personRefSchema.extend({ role: z.enum(ROLES) }).nullable(),
  action: z.enum([...ORDER_ACTIONS, 'submit', 'edit_lines']),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.enum(ORDER_FILE_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  /** Short, readable, unique ("PL-7Q4K2M"): what people say on the phone. */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  pharmacy: z.object({ id: z.string(), name: z.string() }),
  /** The customer's account; null for an order the pharmacy took at the counter or by phone. */
  customer: personRefSchema.nullable(),
  source: z.enum(['online', 'counter', 'shop']),
  shipper: personRefSchema.nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  prescriptionType: z.enum(PRESCRIPTION_TYPES),
  /** Some line needs a prescription, or the order was placed with one. */
  hasPrescriptionItems: z.boolean(),
  /**
   * Placed "without prescription", but the pharmacist linked a line to a prescription-only medicine: the order is now a
   * prescription order (`prescriptionType` in_pharmacy), and the prescription must be shown before the handover.
   */
  prescriptionAdded: z.boolean(),
  lineCount: z.number().int(),
  /** Sum of the priced lines; null until the pharmacy has quoted. */
  totalCents: z.number().int().nullable(),
  /** Delivery address city (for the shipper's list); '' for take_away. */
  city: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /**
   * The courier's view (a sealed bag): true for the assigned shipper, who gets what delivery needs (names, address,
   * phone, mandated person, amount to collect, handover) and nothing else: `lines` is empty (`lineCount` says how many),
   * and the requests, comments, e-mail, identifiers, files and the notes of non-delivery steps are empty.
   */
  sealed: z.boolean(),
  request: z.string(),
  otherRequestPharmacy: z.string(),
  otherRequest: z.string(),
  address: orderAddressSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Health data: shown to the customer and the pharmacy staff only; '' for the shipper (as are `rid` and `idCardNumber`). */
  nationalRegistrationNumber: z.string(),
  rid: z.array(z.string()),
  idCardNumber: z.string(),
  pharmacyCall: z.boolean(),
  comment: z.string(),
  mandated: z.string(),
  deliveryFeeCents: z.number().int(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistoryEntrySchema),
  files: z.array(orderFileSchema),
  /** The 6-digit code the customer gives at handover: only the customer sees it. */
  handoverCode: z.string().nullable(),
  proofOfDelivery: z
    .object({ receiverName: z.string(), at: z.string(), by: personRefSchema })
    .nullable(),
  rejectionReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** What the caller may do now (the lifecycle decides; the server re-checks). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ORDER_SORTS = ['newest', 'oldest', 'updated'] as const;

export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalid' }).optional(),
  /** Reference, customer name or medicine name. */
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  deliveryType: z.enum(DELIVERY_TYPES, { error: 'validation.invalid' }).optional(),
  sort: z.enum(ORDER_SORTS, { error: 'validation.invalid' }).default('newest'),
  cursor: z.string().max(500, 'validation.cursor').optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(ORDER_PAGE_MAX, 'validation.invalid').default(25),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  nextCursor: z.string().nullable(),
  /** Per status, among the orders the caller may see, ignoring `status` and `cursor` (the tabs' counts). */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /**
   * True when a search matched more orders than the server counts (ORDER_SEARCH_COUNT_CAP): each count is then only
   * "at least" (shown as "n+"). Absent or false: the counts are exact.
   */
  countsAtLeast: z.boolean().optional(),
});
export type OrderList = z.infer<typeof orderListSchema>;

const reason = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(ORDER_TEXT_MAX, 'validation.tooLong');
/** Wrong types get a message key too, never zod's English. */
const invalid = { error: 'validation.invalid' } as const;
const note = z.string(invalid).trim().max(ORDER_TEXT_MAX, 'validation.tooLong').optional();
const handoverCode = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`), 'validation.handoverCode');
const priceCents = z.number({ error: 'validation.required' }).int('validation.invalid').min(0, 'validation.invalid').max(10_000_000, 'validation.invalid');

/** One body per action; `action` tells which. */
export const orderTransitionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('accept'),
      /** The quote: a unit price for every line. */
      prices: z.array(z.object({ lineId: z.string(invalid), unitPriceCents: priceCents }, invalid), invalid),
      note,
    }),
    z.object({ action: z.literal('reject'), reason }),
    z.object({ action: z.literal('prepare'), note }),
    z.object({ action: z.literal('ready'), note }),
    z.object({ action: z.literal('assign_shipper'), shipperId: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(64) }),
    z.object({ action: z.literal('pick_up'), note }),
    z.object({
      action: z.literal('deliver'),
      handoverCode,
      receiverName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    }),
    z.object({ action: z.literal('fail_delivery'), reason }),
    z.object({ action: z.literal('return_to_ready'), note }),
    z.object({ action: z.literal('collect'), handoverCode }),
    z.object({ action: z.literal('cancel'), reason: z.string(invalid).trim().max(ORDER_TEXT_MAX, 'validation.tooLong').optional() }),
    z.object({
      action: z.literal('propose_substitution'),
      lineId: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
      cis: z.string({ error: 'validation.required' }).regex(/^\d{8}$/, 'validation.invalid'),
    }),
    z.object({
      action: z.literal('answer_substitution'),
      lineId: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
      accept: z.boolean({ error: 'validation.required' }),
    }),
  ],
  { error: 'validation.invalid' },
);
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

/** The pharmacy edits lines and prices while the order is submitted or accepted. */
export const orderLinesUpdateSchema = z.object({
  lines: z
    .array(
      z.object({
        /** An existing line's id, or absent for a new line. */
        id: z.string(invalid).optional(),
        cis: z.string(invalid).regex(/^\d{8}$/, 'validation.invalid').nullable(),
        name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
        quantity: z.number({ error: 'validation.required' }).int('validation.invalid').min(1, 'validation.quantity').max(ORDER_QUANTITY_MAX, 'validation.quantity'),
        unitPriceCents: priceCents.nullable(),
        /** For a free-text line (cis null): the pharmacist checked it is not a medicine. Absent: the line keeps its mark. */
        notMedicine: z.boolean(invalid).optional(),
      }, invalid),
      invalid,
    )
    .min(1, 'validation.medicinesRequired')
    .max(30, 'validation.tooMany'),
  note,
});
export type OrderLinesUpdate = z.infer<typeof orderLinesUpdateSchema>;
