import { and, eq } from 'drizzle-orm';
import type { OrderActor } from '@pharmacy/shared/orders/lifecycle';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { pharmacyStaff } from '../../db/schema';

/*
 * Who may see an order (docs/PRODUCT.md role matrix): its customer, the staff of its pharmacy, the shipper assigned to it,
 * and admins. Everyone else gets a 404, so an order's existence is not revealed. The lifecycle (packages/shared)
 * then decides what each of them may do.
 */

export interface OrderParties {
  customerId: string | null;
  pharmacyId: string;
  shipperId: string | null;
}

export async function isStaffOf(db: Db, uid: string, pharmacyId: string): Promise<boolean> {
  const rows = await db
    .select({ uid: pharmacyStaff.userId })
    .from(pharmacyStaff)
    .where(and(eq(pharmacyStaff.pharmacyId, pharmacyId), eq(pharmacyStaff.userId, uid)))
    .limit(1);
  return rows.length > 0;
}

/** How `user` (an active account: the routes check that first) relates to the order. */
export async function actorFor(db: Db, user: UserProfile, order: OrderParties): Promise<OrderActor> {
  return {
    isCustomer: user.role === 'customer' && order.customerId === user.uid,
    isPharmacyStaff: user.role === 'pharmacy' && (await isStaffOf(db, user.uid, order.pharmacyId)),
    isAssignedShipper: user.role === 'shipper' && order.shipperId === user.uid,
    isAdmin: user.role === 'admin',
  };
}

export const canSee = (actor: OrderActor) => actor.isCustomer || actor.isPharmacyStaff || actor.isAssignedShipper || actor.isAdmin;

/** National number, RIDs, eID number and prescription files: the customer, the pharmacy and admins, never the shipper. */
export const seesHealthData = (actor: OrderActor) => actor.isCustomer || actor.isPharmacyStaff || actor.isAdmin;
