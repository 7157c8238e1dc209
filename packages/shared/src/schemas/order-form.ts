import { z } from 'zod';
import {
  firstDuplicateRid,
  isBelgianPostcode,
  isValidEidNumber,
  isValidNiss,
  normalizeEidNumber,
  normalizeNiss,
  normalizeRid,
  isValidRid,
} from '../orders/identifiers';

/**
 * SPEC §3 "Order form", field for field, with docs/PRODUCT.md's rules. The browser form and POST /api/orders validate with
 * this one schema; every message is a `validation.*` key the web app translates, attached to its field's path.
 */

export const PRESCRIPTION_TYPES = ['id_card', 'in_pharmacy', 'rid', 'no_prescription'] as const;
export type PrescriptionType = (typeof PRESCRIPTION_TYPES)[number];
export const DELIVERY_TYPES = ['neighbour', 'take_away'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ORDER_LINES_MAX = 30;
export const ORDER_RIDS_MAX = 20;
export const ORDER_QUANTITY_MAX = 99;
export const ORDER_TEXT_MAX = 1000;

const trimmed = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const required = (max: number) => trimmed(max).min(1, 'validation.required');
/** Wrong types (a string for a tick, an object for a list) get a message key too, never zod's English. */
const invalid = { error: 'validation.invalid' } as const;
const flag = () => z.boolean(invalid);

export const orderLineInputSchema = z.object({
  /** The catalogue medicine (CIS code), or null for a free-text line. */
  cis: z.string(invalid).regex(/^\d{8}$/, 'validation.invalid').nullable().default(null),
  name: required(200),
  quantity: z
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(1, 'validation.quantity')
    .max(ORDER_QUANTITY_MAX, 'validation.quantity'),
}, invalid);
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

export const orderAddressSchema = z.object(
  {
    street: trimmed(200),
    postal_code: trimmed(4),
    city: trimmed(80),
  },
  invalid,
);
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const orderFormObject = z.object({
  request: trimmed(ORDER_TEXT_MAX).default(''),
  prescription_type: z.enum(PRESCRIPTION_TYPES, { error: 'validation.invalid' }).default('id_card'),
  other_request_pharmacy: trimmed(ORDER_TEXT_MAX).default(''),
  with_prescription: flag().default(true),
  without_prescription: flag().default(false),
  address: orderAddressSchema.default({ street: '', postal_code: '', city: '' }),
  /** The chosen pharmacy's id. */
  pharmacy: z.string({ error: 'validation.pharmacy' }).trim().min(1, 'validation.pharmacy').max(64, 'validation.invalid'),
  first_name: required(80),
  last_name: required(80),
  email: z.string({ error: 'validation.required' }).trim().toLowerCase().max(254, 'validation.tooLong').pipe(z.email('validation.email')),
  phone: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .refine((v) => /^\+?[\d\s./()-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 8 && (v.match(/\d/g)?.length ?? 0) <= 15, 'validation.phone'),
  national_registration_number: z.string(invalid).trim().max(20, 'validation.niss').default(''),
  rid: z.array(z.string({ error: 'validation.rid' }).max(20, 'validation.rid'), invalid).max(ORDER_RIDS_MAX, 'validation.tooMany').default([]),
  id_card_number: z.string(invalid).trim().max(20, 'validation.eid').default(''),
  pharmacy_call: flag().default(false),
  medicines: z.array(orderLineInputSchema, invalid).max(ORDER_LINES_MAX, 'validation.tooMany').default([]),
  has_comment: flag().default(true),
  comment: trimmed(ORDER_TEXT_MAX).default(''),
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'validation.deliveryType' }),
  /** The third person who may receive or collect the order, if any. */
  mandated: trimmed(120).default(''),
  toc: flag().default(true),
  other_request: trimmed(ORDER_TEXT_MAX).default(''),
}, invalid);

type OrderFormShape = z.output<typeof orderFormObject>;
type Issue = { path: (string | number)[]; message: string };

/** The cross-field rules of docs/PRODUCT.md, as issues on the field a person must fix. */
export function orderFormIssues(form: OrderFormShape): Issue[] {
  const issues: Issue[] = [];
  const withRx = form.prescription_type !== 'no_prescription';
  // The two ticks of the form must tell the same as the chosen type.
  if (form.with_prescription !== withRx) issues.push({ path: ['with_prescription'], message: 'validation.prescriptionTicks' });
  if (form.without_prescription === withRx) issues.push({ path: ['without_prescription'], message: 'validation.prescriptionTicks' });

  const needsNiss = form.prescription_type === 'id_card' || form.prescription_type === 'rid';
  if (form.national_registration_number === '') {
    if (needsNiss) issues.push({ path: ['national_registration_number'], message: 'validation.required' });
  } else if (!isValidNiss(form.national_registration_number)) {
    issues.push({ path: ['national_registration_number'], message: 'validation.niss' });
  }
  if (form.prescription_type === 'id_card') {
    if (form.id_card_number === '') issues.push({ path: ['id_card_number'], message: 'validation.required' });
    else if (!isValidEidNumber(form.id_card_number)) issues.push({ path: ['id_card_number'], message: 'validation.eid' });
  }
  if (form.prescription_type === 'rid') {
    if (form.rid.length === 0) issues.push({ path: ['rid'], message: 'validation.ridRequired' });
    form.rid.forEach((rid, index) => {
      if (!isValidRid(rid)) issues.push({ path: ['rid', index], message: 'validation.rid' });
    });
    const duplicate = firstDuplicateRid(form.rid);
    if (duplicate >= 0) issues.push({ path: ['rid', duplicate], message: 'validation.ridDuplicate' });
  }
  // Without a prescription, the pharmacy must be told what to prepare.
  if (!withRx && form.medicines.length === 0 && form.request === '') {
    issues.push({ path: ['medicines'], message: 'validation.medicinesRequired' });
  }
  if (form.delivery_type === 'neighbour') {
    if (form.address.street === '') issues.push({ path: ['address', 'street'], message: 'validation.required' });
    if (form.address.postal_code === '') issues.push({ path: ['address', 'postal_code'], message: 'validation.required' });
    else if (!isBelgianPostcode(form.address.postal_code)) issues.push({ path: ['address', 'postal_code'], message: 'validation.postcode' });
    if (form.address.city === '') issues.push({ path: ['address', 'city'], message: 'validation.required' });
  }
  if (!form.toc) issues.push({ path: ['toc'], message: 'validation.toc' });
  return issues;
}

/**
 * Identifiers are stored normalised (digits only, RIDs upper case without separators). The eID number and the RIDs are
 * checked only for the type that uses them, so the other type's are dropped here: a value typed before the patient
 * switched type (hidden, never checked) is never stored. The national number is checked whenever present and kept.
 */
function normalize(form: OrderFormShape): OrderFormShape {
  return {
    ...form,
    national_registration_number: normalizeNiss(form.national_registration_number),
    id_card_number: form.prescription_type === 'id_card' ? normalizeEidNumber(form.id_card_number) : '',
    rid: form.prescription_type === 'rid' ? form.rid.map(normalizeRid) : [],
    comment: form.has_comment ? form.comment : '',
  };
}

export const orderFormSchema = orderFormObject
  .superRefine((form, ctx) => {
    for (const issue of orderFormIssues(form)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform(normalize);
/** What the form holds while being filled (defaults not yet applied). */
export type OrderFormInput = z.input<typeof orderFormSchema>;
/** What the server stores. */
export type OrderForm = z.output<typeof orderFormSchema>;

/** The form's starting values (SPEC §3 defaults). */
export const ORDER_FORM_DEFAULTS = {
  request: '',
  prescription_type: 'id_card',
  other_request_pharmacy: '',
  with_prescription: true,
  without_prescription: false,
  address: { street: '', postal_code: '', city: '' },
  pharmacy: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  national_registration_number: '',
  rid: [],
  id_card_number: '',
  pharmacy_call: false,
  medicines: [],
  has_comment: true,
  comment: '',
  delivery_type: 'take_away',
  mandated: '',
  toc: true,
  other_request: '',
} satisfies OrderFormInput;
