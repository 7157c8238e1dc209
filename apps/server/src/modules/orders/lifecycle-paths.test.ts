import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@pharmacy/shared/schemas/live';
import { auditLog, notifications, outboxEmails } from '../../db/schema';
import { acceptBody, call, createWorld, handoverCodeOf, markFreeTextNotMedicine, placeOrder, readyOrder, step, transition, type World } from './test-world';

let w: World;
const events: { userIds: string[]; event: LiveEvent }[] = [];
beforeAll(async () => {
  w = await createWorld();
  // Watch what is pushed live (the hub itself is tested with real sockets in realtime/).
  const hub = w.t.app.realtime;
  const original = hub.publishToUsers.bind(hub);
  hub.publishToUsers = (userIds, event) => {
    events.push({ userIds: [...userIds], event });
    original(userIds, event);
  };
});
afterAll(async () => w.t.close());

const liveFor = (orderId: string) => events.filter((e) => e.event.type === 'order.updated' && e.event.orderId === orderId);

describe('the home-delivery path', () => {
  it('goes submitted → accepted → preparing → ready → out_for_delivery → delivered, traced at every step', async () => {
    const order = await placeOrder(w, { delivery_type: 'neighbour' });
    const accepted = await step(w, w.staff, order.id, acceptBody(order));
    expect(accepted).toMatchObject({ status: 'accepted', totalCents: 1234 * 2 + 1234 });
    expect(accepted.lines.every((l) => l.unitPriceCents === 1234)).toBe(true);
    await step(w, w.staff, order.id, { action: 'prepare', note: 'Generic in stock' });
    await step(w, w.staff, order.id, { action: 'ready' });
    const assigned = await step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    expect(assigned).toMatchObject({ status: 'ready', shipper: { uid: w.shipper.uid } });

    // The shipper sees the delivery but no health identifiers and no handover code.
    const shipperView = (await call(w, 'GET', `/api/orders/${order.id}`, w.shipper.cookie)).json();
    expect(shipperView).toMatchObject({ nationalRegistrationNumber: '', rid: [], idCardNumber: '', handoverCode: null, files: [] });
    expect(shipperView.allowedActions).toEqual(['pick_up']);

    const out = await step(w, w.shipper, order.id, { action: 'pick_up' });
    expect(out.status).toBe('out_for_delivery');
    expect(out.allowedActions).toEqual(['deliver', 'fail_delivery']);
    const code = await handoverCodeOf(w, order.id);
    const delivered = await step(w, w.shipper, order.id, { action: 'deliver', handoverCode: code, receiverName: 'Louise Peeters' });
    expect(delivered.status).toBe('delivered');
    expect(delivered.allowedActions).toEqual([]);

    const customerView = (await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json();
    expect(customerView.proofOfDelivery).toMatchObject({ receiverName: 'Louise Peeters', by: { uid: w.shipper.uid } });
    expect(customerView.history.map((h: { action: string; to: string }) => `${h.action}:${h.to}`)).toEqual([
      'submit:submitted',
      'accept:accepted',
      'prepare:preparing',
      'ready:ready',
      'assign_shipper:ready',
      'pick_up:out_for_delivery',
      'deliver:delivered',
    ]);
    expect(customerView.history[2].note).toBe('Generic in stock');

    const db = w.t.database.db;
    const audit = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['order.submit', 'order.accept', 'order.pick_up', 'order.deliver']));
    const customerBell = await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, w.customer.uid));
    expect(customerBell.map((n) => n.kind)).toEqual(expect.arrayContaining(['order.accepted', 'order.out_for_delivery', 'order.delivered']));
    const shipperBell = await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, w.shipper.uid));
    expect(shipperBell.map((n) => n.kind)).toContain('order.shipper_assigned');
    // The actor is not notified of their own action.
    expect(shipperBell.map((n) => n.kind)).not.toContain('order.delivered');
    const mails = await db.select({ params: outboxEmails.params }).from(outboxEmails).where(eq(outboxEmails.toAddress, w.customer.email));
    const statuses = mails.filter((m) => m.params.reference === order.reference).map((m) => m.params.status);
    expect(statuses).toEqual(expect.arrayContaining(['submitted', 'accepted', 'preparing', 'ready', 'shipper_assigned', 'out_for_delivery', 'delivered']));

    // Every step was pushed live to the customer, the staff and the shipper (once assigned).
    const live = liveFor(order.id);
    expect(live.map((e) => (e.event as { status: string }).status)).toEqual([
      'submitted',
      'accepted',
      'preparing',
      'ready',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    for (const e of live) expect(e.userIds).toEqual(expect.arrayContaining([w.customer.uid, w.staff.uid]));
    expect(live[live.length - 1].userIds).toContain(w.shipper.uid);
    expect(live.every((e) => !e.userIds.includes(w.otherStaff.uid) && !e.userIds.includes(w.otherShipper.uid))).toBe(true);
  });

  it('returns a failed delivery to ready for another try, or cancels it', async () => {
    const order = await readyOrder(w, { delivery_type: 'neighbour' });
    await step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await step(w, w.shipper, order.id, { action: 'pick_up' });
    const failed = await step(w, w.shipper, order.id, { action: 'fail_delivery', reason: 'Nobody at home' });
    expect(failed).toMatchObject({ status: 'delivery_failed', failureReason: 'Nobody at home' });
    const back = await step(w, w.staff, order.id, { action: 'return_to_ready' });
    expect(back.status).toBe('ready');
    await step(w, w.shipper, order.id, { action: 'pick_up' });
    await step(w, w.shipper, order.id, { action: 'fail_delivery', reason: 'Wrong address' });
    const cancelled = await step(w, w.staff, order.id, { action: 'cancel', reason: 'Customer unreachable' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Customer unreachable' });
  });
});

describe('the take-away path', () => {
  it('goes to collected when the pharmacy enters the customer’s code', async () => {
    const order = await readyOrder(w);
    expect(order.allowedActions).toEqual(['collect', 'cancel']);
    const code = await handoverCodeOf(w, order.id);
    const collected = await step(w, w.staff, order.id, { action: 'collect', handoverCode: code });
    expect(collected.status).toBe('collected');
    const refused = await transition(w, w.staff.cookie, order.id, { action: 'cancel', reason: 'too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: expect.stringContaining('collected') });
  });

  it('cannot be assigned a shipper or picked up', async () => {
    const order = await readyOrder(w);
    const assign = await transition(w, w.staff.cookie, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toContain('collected at the pharmacy');
  });
});

describe('the handover code', () => {
  it('refuses a wrong code with 400 on the field, and locks after 5 wrong codes (429), even the right one', async () => {
    const order = await readyOrder(w);
    const code = await handoverCodeOf(w, order.id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await transition(w, w.staff.cookie, order.id, { action: 'collect', handoverCode: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ handoverCode: 'validation.handoverCodeWrong' });
    }
    const locked = await transition(w, w.staff.cookie, order.id, { action: 'collect', handoverCode: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('HANDOVER_LOCKED');
    expect((await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json().status).toBe('ready');
  });

  it('checks the format first', async () => {
    const order = await readyOrder(w);
    const res = await transition(w, w.staff.cookie, order.id, { action: 'collect', handoverCode: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ handoverCode: 'validation.handoverCode' });
  });
});

describe('concurrent actions on one order', () => {
  it('leave exactly one winner among 5 simultaneous accepts', async () => {
    const order = await placeOrder(w);
    await markFreeTextNotMedicine(w, order.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => transition(w, w.staff.cookie, order.id, acceptBody(order))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('ILLEGAL_TRANSITION');
    const view = (await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json();
    expect(view.history.filter((h: { action: string }) => h.action === 'accept')).toHaveLength(1);
  });

  it('serialise a customer cancelling against the pharmacy accepting: whatever the order, the trace is consistent', async () => {
    const order = await placeOrder(w);
    const [cancel, accept] = await Promise.all([
      transition(w, w.customer.cookie, order.id, { action: 'cancel' }),
      transition(w, w.staff.cookie, order.id, acceptBody(order)),
    ]);
    // The customer may cancel a submitted or an accepted order, so the cancel always lands; the accept only if first.
    expect(cancel.statusCode).toBe(200);
    expect([200, 409]).toContain(accept.statusCode);
    const view = (await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json();
    expect(view.status).toBe('cancelled');
    const trace = view.history.map((h: { action: string }) => h.action);
    expect(trace).toEqual(accept.statusCode === 200 ? ['submit', 'accept', 'cancel'] : ['submit', 'cancel']);
  });
});
