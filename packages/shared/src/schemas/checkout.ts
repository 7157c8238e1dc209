import { z } from 'zod';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../shop/checkout';
import { SHOP_COLOR_MAX, SHOP_COLORS_MAX, SHOP_PRICE_MAX_CENTS } from '../shop/constants';

/**
 * The shop's cart as an API accepts it (issue 15): a signed-in customer's cart saved on the server, and the browser's
 * cart sent at sign-in to be merged. Strict objects: an unknown field is refused, not dropped, so a client that sends
 * something else learns it. Messages are i18n keys (validation.*). The rules are in `../shop/checkout.ts`.
 *
 * The price a client sends is what its page showed; the server prices an order from the catalogue, never from it.
 */

/** Wrong types get a message key too, never zod's English. */
const invalid = { error: 'validation.invalid' } as const;
const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const cartItemSchema = z.strictObject(
  {
    /** A shop product's id. */
    id: z.uuid('validation.invalid'),
    pharmacyId: text(64),
    name: text(200),
    price: z
      .number({ error: 'validation.required' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(SHOP_PRICE_MAX_CENTS, 'validation.invalid'),
    quantity: z
      .number({ error: 'validation.required' })
      .int('validation.quantity')
      .min(1, 'validation.quantity')
      .max(CART_QUANTITY_MAX, 'validation.quantity'),
    colors: z
      .array(text(SHOP_COLOR_MAX), invalid)
      .max(SHOP_COLORS_MAX, 'validation.tooMany')
      .refine((colors) => new Set(colors).size === colors.length, 'validation.duplicate')
      .default([]),
    variant: text(100).optional(),
    /** The product's image as the images module names it (as `shop-product.ts` checks it). */
    image: z.string(invalid).regex(IMAGE_NAME, 'validation.invalid').optional(),
  },
  invalid,
);
export type CartItemInput = z.input<typeof cartItemSchema>;

/** PUT /api/cart, and the browser's cart at sign-in: one line per product, one pharmacy. */
export const storedCartSchema = z
  .strictObject({ items: z.array(cartItemSchema, invalid).max(CART_LINES_MAX, 'validation.tooMany') }, invalid)
  .superRefine(({ items }, ctx) => {
    const ids = items.map((item) => item.id);
    items.forEach((item, i) => {
      if (ids.indexOf(item.id) !== i)
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'validation.duplicate' });
      // One pharmacy per cart: the page asks before it starts a new one, so a mixed cart is a forged one.
      if (item.pharmacyId !== items[0].pharmacyId)
        ctx.addIssue({ code: 'custom', path: ['items', i, 'pharmacyId'], message: 'validation.invalid' });
    });
  });
export type StoredCartInput = z.input<typeof storedCartSchema>;
export type StoredCart = z.output<typeof storedCartSchema>;

/** A line of the cart as the server answers it: the product's current name, price and picture, the customer's picks. */
export const cartLineSchema = z.object({
  id: z.string(),
  pharmacyId: z.string(),
  name: z.string(),
  /** Cents, VAT included: the shop's price now, not the one the page showed when it was added. */
  price: z.number().int(),
  quantity: z.number().int(),
  colors: z.array(z.string()),
  variant: z.string().optional(),
  image: z.string().optional(),
});

/** GET, PUT /api/cart and POST /api/cart/merge: a signed-in customer's cart, kept across devices. */
export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** The one pharmacy the cart buys from; null when it is empty. */
  pharmacyId: z.string().nullable(),
  /** Products that left the shop since they were put in the cart (hidden, no longer sold): dropped, named once. */
  removed: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/merge?replace=: at sign-in, `replace` starts a new cart with the browser's when they differ in pharmacy. */
export const cartMergeQuerySchema = z.object({ replace: z.enum(['true', 'false'], invalid).default('false') });
