import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { orders, pharmacies, shopCheckouts, shopProducts } from '../../db/schema';
import { call, createWorld, handoverCodeOf, step, type World } from '../orders/test-world';
import { send } from '../shop/testing/requests';
import { aProduct } from '../shop/testing/world';
import { expireOpenCheckouts } from './confirm';
import { mollieProvider } from './payments/mollie';
import { checkout, checkoutBody, webhook } from './testing/checkout-world';
import { startMollieStandIn, type MollieStandIn } from './testing/mollie-stand-in';

/*
 * Paying online (issue 15) against a local stand-in of Mollie's Payments API on loopback HTTPS: the order exists only
 * once Mollie, asked by the server, says the payment is paid; the browser's return proves nothing.
 */

let w: World;
let mollie: MollieStandIn;
let bottle: ShopProductDetail;
const stock = async (id: string) => (await w.t.database.db.select({ q: shopProducts.quantity }).from(shopProducts).where(eq(shopProducts.id, id)))[0].q;
const ordersOf = async (checkoutId: string) => (await w.t.database.db.select({ orderId: shopCheckouts.orderId }).from(shopCheckouts).where(eq(shopCheckouts.id, checkoutId)))[0].orderId;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  w = await createWorld({ MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_URL: mollie.apiUrl, MOLLIE_CA_FILE: mollie.certFile });
  bottle = await aProduct(w, w.staff, { colors: ['Bleu'], priceCents: 1990, quantity: 20 });
});
afterAll(async () => {
  await w?.t.close();
  await mollie?.close();
});

async function payOnline(quantity = 1) {
  const res = await checkout(w, w.customer, checkoutBody([{ product: bottle, quantity }], { payment: 'online', expectedTotalCents: 1990 * quantity }));
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await w.t.database.db.select().from(shopCheckouts).where(eq(shopCheckouts.id, res.json().id));
  return { result: res.json(), paymentId: row.providerPaymentId! };
}

describe('paying online through Mollie', () => {
  it('offers online payment when configured, opens a payment for the exact amount and holds the stock without an order', async () => {
    expect((await send(w, w.customer, 'GET', `/api/checkout/options?pharmacyId=${w.pharmacyA}`)).json().payments).toEqual(['at_pharmacy', 'online']);
    const before = await stock(bottle.id);
    const { result, paymentId } = await payOnline(2);
    expect(result).toMatchObject({ status: 'open', payment: 'online', totalCents: 3980, order: null });
    expect(result.checkoutUrl).toBe(`${mollie.url}/pay/${paymentId}`);
    const payment = mollie.payments.get(paymentId)!;
    expect(payment).toMatchObject({ amount: { currency: 'EUR', value: '39.80' }, redirectUrl: `http://localhost:3000/payment?checkout=${result.id}`, webhookUrl: 'http://localhost:3000/api/payments/mollie/webhook', metadata: { checkoutId: result.id } });
    expect(await stock(bottle.id)).toBe(before - 2);
    // A webhook while the payment is still open changes nothing.
    expect((await webhook(w, paymentId)).statusCode).toBe(200);
    expect(await ordersOf(result.id)).toBeNull();
  });

  it('makes the order once Mollie says paid, once however often the webhook calls, and the pharmacy sees it', async () => {
    const { result, paymentId } = await payOnline();
    mollie.payments.get(paymentId)!.status = 'paid';
    const calls = await Promise.all([webhook(w, paymentId), webhook(w, paymentId), webhook(w, paymentId)]);
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const after = (await send(w, w.customer, 'GET', `/api/checkout/${result.id}`)).json();
    expect(after).toMatchObject({ status: 'paid', checkoutUrl: null });
    const made = await w.t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id, after.order.id));
    expect(made).toHaveLength(1);
    expect((await call(w, 'GET', `/api/orders/${after.order.id}`, w.staff.cookie)).json()).toMatchObject({ source: 'shop', totalCents: 1990 });
  });

  it('gives the stock back when the payment fails, is cancelled or expires, and makes no order', async () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const before = await stock(bottle.id);
      const { result, paymentId } = await payOnline();
      expect(await stock(bottle.id)).toBe(before - 1);
      mollie.payments.get(paymentId)!.status = status;
      await webhook(w, paymentId);
      expect((await send(w, w.customer, 'GET', `/api/checkout/${result.id}`)).json()).toMatchObject({ status, order: null });
      expect(await stock(bottle.id)).toBe(before);
      // Paid later (a forged or late call) changes nothing now.
      mollie.payments.get(paymentId)!.status = 'paid';
      await webhook(w, paymentId);
      expect(await ordersOf(result.id)).toBeNull();
    }
  });

  it('records the invoice of a paid order as paid online when it is collected', async () => {
    await w.t.database.db.update(pharmacies).set({ vatNumber: 'BE0403170701' }).where(eq(pharmacies.id, w.pharmacyA));
    const { result, paymentId } = await payOnline();
    mollie.payments.get(paymentId)!.status = 'paid';
    await webhook(w, paymentId);
    const id = (await send(w, w.customer, 'GET', `/api/checkout/${result.id}`)).json().order.id as string;
    const order = (await call(w, 'GET', `/api/orders/${id}`, w.staff.cookie)).json() as OrderDetail;
    await step(w, w.staff, id, { action: 'accept', prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: l.unitPriceCents! })) });
    await step(w, w.staff, id, { action: 'prepare' });
    await step(w, w.staff, id, { action: 'ready' });
    await step(w, w.staff, id, { action: 'collect', handoverCode: await handoverCodeOf(w, id) });
    const [invoice] = (await call(w, 'GET', `/api/invoices?orderId=${id}`, w.customer.cookie)).json().items;
    expect(invoice).toMatchObject({ status: 'paid' });
    expect((await call(w, 'GET', `/api/invoices/${invoice.id}`, w.staff.cookie)).json()).toMatchObject({ paymentMethod: 'online', totals: { grossCents: 1990 } });
  });

  it('answers 200 to an id Mollie does not know, without acting', async () => {
    expect((await webhook(w, 'tr_unknown1')).statusCode).toBe(200);
    expect((await webhook(w, 'not-a-payment')).statusCode).toBe(200);
  });

  it('expires an open payment past its hold from the job runner, asking Mollie first (a paid one becomes its order)', async () => {
    const open = await payOnline();
    const paidButLost = await payOnline();
    mollie.payments.get(paidButLost.paymentId)!.status = 'paid';
    const before = await stock(bottle.id);
    // Every open checkout (this test's and the first test's) but the paid one expires.
    const stillOpen = await w.t.database.db.select({ lines: shopCheckouts.lines }).from(shopCheckouts).where(eq(shopCheckouts.status, 'open'));
    const held = stillOpen.reduce((sum, row) => sum + row.lines[0].quantity, 0) - 1;
    const later = new Date(Date.now() + 31 * 60_000);
    const provider = mollieProvider({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl, extraCa: mollie.certPem });
    expect(await expireOpenCheckouts(w.t.database.db, provider, later)).toBe(stillOpen.length - 1);
    expect((await send(w, w.customer, 'GET', `/api/checkout/${open.result.id}`)).json().status).toBe('expired');
    expect(await stock(bottle.id)).toBe(before + held);
    expect((await send(w, w.customer, 'GET', `/api/checkout/${paidButLost.result.id}`)).json()).toMatchObject({ status: 'paid', order: { reference: expect.any(String) } });
  });

  it('refuses a stand-in it cannot trust and an unreachable provider: 502, nothing charged, the stock back', async () => {
    const untrusted = mollieProvider({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl });
    await expect(untrusted.get('tr_abc')).rejects.toThrow(/unreachable/);
    const down = await startMollieStandIn(mollie.apiKey);
    await down.close();
    const other = await createWorld({ MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_URL: down.apiUrl, MOLLIE_CA_FILE: mollie.certFile });
    try {
      const product = await aProduct(other, other.staff, { colors: [], priceCents: 1000, quantity: 3 });
      const res = await checkout(other, other.customer, checkoutBody([{ product }], { payment: 'online' }));
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER');
      const [row] = await other.t.database.db.select({ q: shopProducts.quantity }).from(shopProducts).where(eq(shopProducts.id, product.id));
      expect(row.q).toBe(3);
    } finally {
      await other.t.close();
    }
  });
});
