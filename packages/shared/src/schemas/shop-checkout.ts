import { z } from 'zod';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../shop/checkout';
import { SHOP_COLOR_MAX, SHOP_COLORS_MAX } from '../shop/constants';
import { invoiceBuyerSchema } from './invoice';
import { BELGIAN_POSTCODE } from './pharmacy';

/**
 * The shop's checkout API (issue 15): what the delivery and payment steps of /shop/checkout send and receive.
 * The server prices everything from the shop (the browser's prices are only what its page showed), reserves the stock
 * and either makes the order at once (pay at the pharmacy) or when the payment provider confirms the payment (online).
 * Amounts are integer euro cents, VAT included. Messages are i18n keys (validation.*).
 */

const invalid = { error: 'validation.invalid' } as const;
const text = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const required = (max: number) => text(max).min(1, 'validation.required');

export const DELIVERY_CHOICES = ['collect', 'home'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];
export const PAYMENT_METHODS = ['at_pharmacy', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Discount codes: letters, digits and dashes, compared without case. */
export const DISCOUNT_CODE = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
export const discountCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(DISCOUNT_CODE, 'validation.discountCode');

/** GET /api/checkout/options?pharmacyId=: how the pharmacy lets a customer receive and pay. */
export const checkoutOptionsQuerySchema = z.object({ pharmacyId: z.string(invalid).min(1, 'validation.required').max(64, 'validation.invalid') });
export const checkoutOptionsSchema = z.object({
  pharmacy: z.object({ id: z.string(), name: z.string(), street: z.string(), postalCode: z.string(), city: z.string() }),
  /** Home delivery when the pharmacy offers it: its fee, the minimum basket (cents) and the postcodes it serves (null: any). */
  homeDelivery: z.object({ feeCents: z.number().int(), minimumCents: z.number().int(), postcodes: z.array(z.string()).nullable() }).nullable(),
  /** `online` only when a payment provider is configured on this server. */
  payments: z.array(z.enum(PAYMENT_METHODS)),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** One line as the checkout buys it: the product and the customer's picks; price and name come from the shop. */
export const checkoutLineSchema = z.strictObject(
  {
    id: z.uuid('validation.invalid'),
    quantity: z.number({ error: 'validation.required' }).int('validation.quantity').min(1, 'validation.quantity').max(CART_QUANTITY_MAX, 'validation.quantity'),
    colors: z.array(required(SHOP_COLOR_MAX), invalid).max(SHOP_COLORS_MAX, 'validation.tooMany').default([]),
  },
  invalid,
);

const addressSchema = z.strictObject(
  {
    street: required(200),
    postalCode: z.string({ error: 'validation.required' }).trim().regex(BELGIAN_POSTCODE, 'validation.postcode'),
    city: required(80),
  },
  invalid,
);

/** POST /api/checkout/discount: whether a code applies to this pharmacy's basket now, and what it takes off. */
export const discountCheckSchema = z.strictObject(
  { pharmacyId: z.string(invalid).min(1, 'validation.required').max(64, 'validation.invalid'), code: discountCodeSchema, subtotalCents: z.number(invalid).int('validation.invalid').min(0, 'validation.invalid') },
  invalid,
);
export const discountAnswerSchema = z.object({
  code: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Cents off for `amount`, whole percent for `percent`. */
  value: z.number().int(),
  /** What it takes off this subtotal, in cents. */
  discountCents: z.number().int(),
});
export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;

/** POST /api/checkout (with an Idempotency-Key header): the cart bought, as the delivery and payment steps chose. */
export const checkoutRequestSchema = z
  .strictObject(
    {
      pharmacyId: z.string(invalid).min(1, 'validation.required').max(64, 'validation.invalid'),
      items: z.array(checkoutLineSchema, invalid).min(1, 'validation.emptyCart').max(CART_LINES_MAX, 'validation.tooMany'),
      delivery: z.enum(DELIVERY_CHOICES, invalid),
      /** Required for home delivery: where the courier goes. */
      address: addressSchema.optional(),
      /** The invoice's buyer. */
      billing: invoiceBuyerSchema,
      phone: z.string({ error: 'validation.required' }).trim().regex(/^\+?[0-9 ./()-]{8,20}$/, 'validation.phone'),
      discountCode: discountCodeSchema.optional(),
      payment: z.enum(PAYMENT_METHODS, invalid),
      /** What the customer saw as the total (cents): a different price now asks them to look again (409). */
      expectedTotalCents: z.number(invalid).int('validation.invalid').min(0, 'validation.invalid'),
    },
    invalid,
  )
  .superRefine((v, ctx) => {
    if (v.delivery === 'home' && !v.address) ctx.addIssue({ code: 'custom', path: ['address', 'street'], message: 'validation.required' });
    const ids = v.items.map((i) => i.id);
    v.items.forEach((item, i) => {
      if (ids.indexOf(item.id) !== i) ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'validation.duplicate' });
    });
  });
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'expired', 'canceled', 'at_pharmacy'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The answer of POST /api/checkout and GET /api/checkout/{id}: where the payment stands and the order once made. */
export const checkoutResultSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  payment: z.enum(PAYMENT_METHODS),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  /** The provider's page to pay on (online, while open); the browser goes there. */
  checkoutUrl: z.string().nullable(),
  /** The order made from it: at once when paying at the pharmacy, after the provider confirms the payment online. */
  order: z.object({ id: z.string(), reference: z.string() }).nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
