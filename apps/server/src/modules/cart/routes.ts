import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutReducer, initialCheckoutState, type CartItem } from '@pharmacy/shared/shop/checkout';
import { cartMergeQuerySchema, cartSchema, storedCartSchema } from '@pharmacy/shared/schemas/checkout';
import type { CartLineStored } from '../../db/schema';
import { errorSchema } from '../../lib/error-schema';
import { badRequest, conflict } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { checkedLines, pricedCart, saveLines, storedLines } from './lines';

const tags = ['shop'];
const denied = { 401: errorSchema, 403: errorSchema };
const stored = (items: readonly CartItem[]): CartLineStored[] =>
  items.map((i) => ({ id: i.id, quantity: i.quantity, colors: i.colors, ...(i.variant ? { variant: i.variant } : {}) }));

/**
 * A signed-in customer's cart (issue 15): kept on the server so it follows them across devices; before sign-in the
 * browser keeps it, and at sign-in it is merged here by the checkout reducer's own rule. Customers only: staff,
 * couriers and admins do not buy (403).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    { schema: { tags, summary: 'The customer’s cart, priced from the shop now (products no longer on sale dropped and named)', response: { 200: cartSchema, ...denied } } },
    async (request) => {
      const user = await requireRole(request, ['customer']);
      const cart = await pricedCart(app.db, await storedLines(app.db, user.uid));
      // What left the shop is said once, then forgotten.
      if (cart.removed.length > 0) await saveLines(app.db, user.uid, cart.pharmacyId, stored(cart.items));
      return cart;
    },
  );

  app.put(
    '/api/cart',
    {
      schema: {
        tags,
        summary: 'Replace the cart (one pharmacy, one line per product, products on sale, colours the product offers)',
        body: storedCartSchema,
        response: { 200: cartSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['customer']);
      const lines = await checkedLines(app.db, request.body);
      await saveLines(app.db, user.uid, request.body.items[0]?.pharmacyId ?? null, lines);
      return pricedCart(app.db, lines);
    },
  );

  app.post(
    '/api/cart/merge',
    {
      schema: {
        tags,
        summary: 'At sign-in: the browser’s cart into the kept one by the checkout rule (same product: quantities add, colours merge); 409 CART_OTHER_PHARMACY when they are of two pharmacies, unless replace=true',
        querystring: cartMergeQuerySchema,
        body: storedCartSchema,
        response: { 200: cartSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['customer']);
      await checkedLines(app.db, request.body);
      const kept = await pricedCart(app.db, await storedLines(app.db, user.uid));
      const browser = request.body.items.map((i) => ({ ...i, colors: [...i.colors] }));
      // The kept cart, loaded into the reducer, then the browser's merged in by the same add rule the pages use.
      const loaded = checkoutReducer(initialCheckoutState, { type: 'merge', items: kept.items });
      let merged = checkoutReducer(loaded, { type: 'merge', items: browser });
      if (merged.refusal?.reason === 'cartFull') throw badRequest('Together the two carts have too many lines.', { items: 'validation.tooMany' });
      if (merged.refusal) {
        if (request.query.replace !== 'true') {
          throw conflict('CART_OTHER_PHARMACY', 'The kept cart is from another pharmacy: start a new cart with the browser’s (replace=true) or keep it.');
        }
        merged = checkoutReducer(merged, { type: 'startNewCart' });
      }
      const lines = stored(merged.cart);
      await saveLines(app.db, user.uid, merged.cart[0]?.pharmacyId ?? null, lines);
      return pricedCart(app.db, lines);
    },
  );

  app.delete(
    '/api/cart',
    { schema: { tags, summary: 'Empty the cart', response: { 204: z.null(), ...denied } } },
    async (request, reply) => {
      const user = await requireRole(request, ['customer']);
      await saveLines(app.db, user.uid, null, []);
      return reply.status(204).send(null);
    },
  );
};
