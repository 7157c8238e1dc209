import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { authUser, outboxEmails } from '../../db/schema';
import { acceptBody, createWorld, placeOrder, step, submit, type World } from './test-world';

/*
 * Audit finding: order e-mails went to whatever address the order form held. They go to the account's verified
 * address only; the form's address is contact data for the pharmacy.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const mailsAbout = async (reference: string) =>
  (await w.t.database.db.select({ to: outboxEmails.toAddress, params: outboxEmails.params }).from(outboxEmails)).filter((m) => m.params.reference === reference);

describe('order e-mails', () => {
  it("go to the customer account's verified address, never to the form's e-mail", async () => {
    const order = await placeOrder(w, { email: 'someone.else@example.org' });
    await step(w, w.staff, order.id, acceptBody(order));
    const mails = await mailsAbout(order.reference);
    expect(mails.map((m) => m.params.status)).toEqual(['submitted', 'accepted']);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set([w.customer.email]));
  });

  it('are not sent while the account address is unverified, nor for a counter order without an account', async () => {
    const db = w.t.database.db;
    await db.update(authUser).set({ emailVerified: false }).where(eq(authUser.id, w.otherCustomer.uid));
    const unverified = await placeOrder(w, {}, w.otherCustomer);
    await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, w.otherCustomer.uid));
    expect(await mailsAbout(unverified.reference)).toEqual([]);

    const counter = await submit(w, w.staff.cookie, sampleOrderForm(w.pharmacyA, { email: 'walk-in@example.org' }));
    expect(counter.statusCode, counter.body).toBe(201);
    await step(w, w.staff, counter.json().id, acceptBody(counter.json()));
    expect(await mailsAbout(counter.json().reference)).toEqual([]);
    const toForm = await db.select().from(outboxEmails).where(inArray(outboxEmails.toAddress, ['someone.else@example.org', 'walk-in@example.org']));
    expect(toForm).toEqual([]);
  });
});
