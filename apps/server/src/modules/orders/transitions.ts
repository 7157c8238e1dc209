import { eq } from 'drizzle-orm';
import { decideTransition, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderTransition } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { actorFor, canSee } from './access';
import { auditingRefusals, OrderAccessDenied } from './access-audit';
import { updateAndRecord, type Audience } from './announce';
import { releaseForOrder } from '../checkout/stock';
import { invoiceShopOrder } from '../checkout/invoice';
import { wrongCodeError } from './handover';
import { factsOf } from './present';
import { findOrder, linesOf, type OrderRow } from './repository';
import { applyEffect } from './transition-effects';
import { invoiceOrder } from '../invoices/from-order';

export interface Transitioned {
  order: OrderRow;
  audience: Audience | null;
}

/**
 * One lifecycle action in one transaction: the order's row lock is taken first, so of several concurrent actions
 * exactly one sees the state it expects; the others then see the new state and are refused by the machine (409).
 */
export async function transitionOrder(
  db: Db,
  user: UserProfile,
  orderId: string,
  body: OrderTransition,
): Promise<Transitioned> {
  const result = await auditingRefusals(db, user, () =>
    db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, { forUpdate: true });
      const actor = order && (await actorFor(tx, user, order));
      if (!order || !actor || !canSee(actor)) throw new OrderAccessDenied(orderId, 'transition');
      const lines = await linesOf(tx, order.id);
      const decision = decideTransition(factsOf(order, lines), body.action, actor);
      if (!decision.ok) {
        if (decision.refusal === 'not_allowed_for_role') throw forbidden(decision.reason, 'TRANSITION_FORBIDDEN');
        throw conflict('ILLEGAL_TRANSITION', decision.reason);
      }
      const now = new Date();
      const done = await applyEffect({ tx, order, lines, actor, user, now }, body);
      if (done.wrongCode) {
        // The failed attempt must count even though the action fails: store it and commit, then answer 400. The order
        // itself has not changed, so `updated_at` stays.
        await tx.update(orders).set(done.set).where(eq(orders.id, order.id));
        return { order, audience: null, wrongCode: true };
      }
      const { order: updated, audience } = await updateAndRecord(tx, order, { ...done.set, status: decision.to }, {
        actor: user,
        action: body.action,
        from: order.status as OrderStatus,
        note: done.note,
        kind: done.kind,
        reason: done.reason,
        params: done.params,
        alsoPublish: done.alsoPublish,
        // The customer is told by e-mail of what others do, not of their own clicks.
        email: !actor.isCustomer,
      });
      // Handed over: the order's invoice, in the same transaction (issued when the pharmacy can issue, else a draft).
      if (decision.to === 'collected' || decision.to === 'delivered') {
        if (order.source === 'shop') await invoiceShopOrder(tx, updated, user.uid);
        else await invoiceOrder(tx, updated, lines, user.uid);
      }
      // A shop order that will not be handed over puts its units back on sale.
      if (order.source === 'shop' && (decision.to === 'cancelled' || decision.to === 'rejected')) await releaseForOrder(tx, order.id);
      return { order: updated, audience, wrongCode: false };
    }),
  );
  if (result.wrongCode) throw wrongCodeError();
  return { order: result.order, audience: result.audience };
}
