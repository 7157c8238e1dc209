import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { actorFor, canSee } from './access';
import { auditingRefusals, OrderAccessDenied } from './access-audit';
import { toDetail } from './present';
import { findOrder, type OrderRow } from './repository';

/** The order as `user` may see it, or 404 when they may not (its existence is not revealed). */
export async function orderDetailFor(db: Db, user: UserProfile, order: OrderRow): Promise<OrderDetail> {
  const actor = await actorFor(db, user, order);
  if (!canSee(actor)) throw notFound('No such order.');
  return toDetail(db, order, actor);
}

/** GET /api/orders/:id: every read of an order is in the audit log (docs/PRODUCT.md "Personal and health data"). */
export async function readOrder(db: Db, user: UserProfile, id: string): Promise<OrderDetail> {
  return auditingRefusals(db, user, async () => {
    const order = await findOrder(db, id);
    if (!order || !canSee(await actorFor(db, user, order))) throw new OrderAccessDenied(id, 'order');
    const detail = await orderDetailFor(db, user, order);
    await writeAudit(db, {
      actorId: user.uid,
      action: 'order.read',
      entityType: 'order',
      entityId: order.id,
      detail: { reference: order.reference },
    });
    return detail;
  });
}
