import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER } from '@pharmacy/shared/schemas/order';
import { discountOff } from '@pharmacy/shared/shop/checkout';
import {
  checkoutOptionsQuerySchema,
  checkoutOptionsSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  discountAnswerSchema,
  discountCheckSchema,
  type PaymentMethod,
} from '@pharmacy/shared/schemas/shop-checkout';
import { and, eq } from 'drizzle-orm';
import { shopCheckouts } from '../../db/schema';
import { errorSchema } from '../../lib/error-schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { publish } from '../orders/announce';
import { confirmPayment } from './confirm';
import { PaymentProviderError, type PaymentProvider } from './payments/provider';
import { placeCheckout } from './place';
import { presentCheckout } from './present';
import { deliveryPolicy, findDiscount } from './pricing';

const tags = ['shop'];
const denied = { 401: errorSchema, 403: errorSchema };
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') }),
});

export interface CheckoutRoutesOptions {
  /** Null when no provider is configured: only "pay at the pharmacy" is offered. */
  provider: PaymentProvider | null;
  appUrl: string;
}

/**
 * The shop's checkout (issue 15; contract in packages/shared/src/schemas/shop-checkout.ts): customers buy, the
 * provider's webhook confirms online payments. Everyone else gets 403 (the webhook needs no session: it proves
 * nothing by itself, the server asks the provider).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { provider, appUrl }) => {
  // Mollie posts `id=tr_…` form-encoded; scoped to this plugin, tiny.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/api/checkout/options',
    { schema: { tags, summary: 'How a pharmacy lets a customer receive (collect, home delivery with its fee and minimum) and pay', querystring: checkoutOptionsQuerySchema, response: { 200: checkoutOptionsSchema, 400: errorSchema, ...denied, 404: errorSchema } } },
    async (request) => {
      await requireRole(request, ['customer']);
      const policy = await deliveryPolicy(app.db, request.query.pharmacyId);
      if (!policy) throw notFound('No such pharmacy.');
      const { homeDelivery, ...pharmacy } = policy;
      const payments: PaymentMethod[] = provider ? ['at_pharmacy', 'online'] : ['at_pharmacy'];
      return { pharmacy, homeDelivery, payments };
    },
  );

  app.post(
    '/api/checkout/discount',
    { schema: { tags, summary: 'Whether a discount code applies to this pharmacy’s basket now, and what it takes off', body: discountCheckSchema, response: { 200: discountAnswerSchema, 400: errorSchema, ...denied } } },
    async (request) => {
      await requireRole(request, ['customer']);
      const { pharmacyId, code, subtotalCents } = request.body;
      const found = await findDiscount(app.db, pharmacyId, code);
      if (!found) throw badRequest('This code does not apply.', { code: 'validation.discountCode' });
      const d = found.code;
      return { code: d.code, kind: d.kind, value: d.kind === 'amount' ? d.cents : d.percent, discountCents: discountOff(d, subtotalCents) };
    },
  );

  app.post(
    '/api/checkout',
    {
      schema: {
        tags,
        summary: 'Buy the cart: stock reserved, then the order (pay at the pharmacy) or the provider’s payment page (online); one checkout per Idempotency-Key',
        headers: idempotencyHeaders,
        body: checkoutRequestSchema,
        response: { 201: checkoutResultSchema, 400: errorSchema, ...denied, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ['customer']);
      const placed = await placeCheckout(app.db, { provider, appUrl }, user, request.body, request.headers[IDEMPOTENCY_HEADER]);
      if (placed.audience) publish(app, placed.audience);
      return reply.status(201).send(await presentCheckout(app.db, placed.checkout));
    },
  );

  app.get(
    '/api/checkout/:id',
    { schema: { tags, summary: 'Where the customer’s checkout stands (the /payment page asks until the provider has answered)', params: z.object({ id: z.uuid() }), response: { 200: checkoutResultSchema, ...denied, 404: errorSchema } } },
    async (request) => {
      const user = await requireRole(request, ['customer']);
      const [row] = await app.db.select().from(shopCheckouts).where(and(eq(shopCheckouts.id, request.params.id), eq(shopCheckouts.customerId, user.uid)));
      if (!row) throw notFound('No such checkout.');
      return presentCheckout(app.db, row);
    },
  );

  app.post(
    '/api/payments/mollie/webhook',
    {
      schema: {
        tags,
        summary: 'Mollie’s webhook: names a payment; the server asks Mollie what became of it (200 also for an unknown id, as Mollie expects)',
        body: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ ok: z.literal(true) }), 400: errorSchema, 404: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      if (!provider) throw notFound('No payment provider is configured.');
      try {
        const audience = await confirmPayment(app.db, provider, request.body.id);
        if (audience) publish(app, audience);
      } catch (error) {
        // An id the provider does not know is nothing to act on; anything else: answer 503 so it calls again.
        if (!(error instanceof PaymentProviderError)) throw error;
        if (error.status !== 404) throw new HttpError(503, 'PAYMENT_PROVIDER', 'The payment service could not be asked; call again.');
      }
      return { ok: true as const };
    },
  );
};
