import { sql, type SQL } from 'drizzle-orm';
import { FINAL_STATUSES } from '@pharmacy/shared/orders/lifecycle';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';

/*
 * Who is in a conversation (docs/PRODUCT.md "Communication"), as SQL so every read, send and fan-out asks the same
 * question in the same statement. An order's conversation: its customer, the active staff of its pharmacy, and its
 * courier while the order is not finished (a courier leaves when the delivery ends). A direct conversation: its
 * `chat_participants` rows. Admins are in an order's conversation only if they are one of those people.
 */

const FINAL = sql.raw(FINAL_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The uids of the members of the conversation whose id, kind and order id are these SQL expressions (columns of an
 * outer query, or parameters).
 */
export function membersOf(id: SQL, kind: SQL, orderId: SQL): SQL {
  return sql`(
    SELECT m.user_id FROM chat_participants m WHERE ${kind} = 'direct' AND m.conversation_id = ${id}
    UNION
    SELECT mu.uid FROM orders mo JOIN users mu ON mu.uid = mo.customer_id AND mu.role = 'customer'
      WHERE ${kind} = 'order' AND mo.id = ${orderId}
    UNION
    SELECT mu.uid FROM orders mo JOIN users mu ON mu.uid = mo.shipper_id AND mu.role = 'shipper'
      WHERE ${kind} = 'order' AND mo.id = ${orderId} AND mo.status NOT IN (${FINAL})
    UNION
    SELECT ms.user_id FROM orders mo
      JOIN pharmacy_staff ms ON ms.pharmacy_id = mo.pharmacy_id
      JOIN users mu ON mu.uid = ms.user_id AND mu.role = 'pharmacy' AND mu.status = 'active'
      WHERE ${kind} = 'order' AND mo.id = ${orderId}
  )`;
}

/** The ids of the orders whose conversation `user` is in (customer, staff, courier on it); none for an admin. */
export function ordersOf(user: UserProfile): SQL {
  switch (user.role) {
    case 'customer':
      return sql`(SELECT o.id FROM orders o WHERE o.customer_id = ${user.uid})`;
    case 'shipper':
      return sql`(SELECT o.id FROM orders o WHERE o.shipper_id = ${user.uid} AND o.status NOT IN (${FINAL}))`;
    case 'pharmacy':
      return sql`(SELECT o.id FROM orders o JOIN pharmacy_staff s ON s.pharmacy_id = o.pharmacy_id AND s.user_id = ${user.uid})`;
    default:
      return sql`(SELECT NULL::uuid WHERE false)`;
  }
}

/**
 * The people `user` may start a direct conversation with: those who share an order or a pharmacy with them, and
 * the platform's admins; an admin, anyone active; an account not active, the admins only. Never themselves, never a
 * closed or anonymised account.
 */
export function contactsOf(user: UserProfile): SQL {
  const me = user.uid;
  const related = (() => {
    switch (user.role) {
      case 'customer':
        return sql`
          SELECT s.user_id FROM pharmacy_staff s WHERE s.pharmacy_id IN (SELECT o.pharmacy_id FROM orders o WHERE o.customer_id = ${me})
          UNION SELECT o.shipper_id FROM orders o WHERE o.customer_id = ${me} AND o.status NOT IN (${FINAL})`;
      case 'pharmacy':
        return sql`
          SELECT o.customer_id FROM orders o WHERE o.pharmacy_id IN (SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${me})
          UNION SELECT o.shipper_id FROM orders o WHERE o.pharmacy_id IN (SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${me}) AND o.status NOT IN (${FINAL})
          UNION SELECT c.user_id FROM pharmacy_staff c WHERE c.pharmacy_id IN (SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${me})
          UNION SELECT sp.shipper_id FROM shipper_pharmacies sp WHERE sp.pharmacy_id IN (SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${me})`;
      case 'shipper':
        return sql`
          SELECT o.customer_id FROM orders o WHERE o.shipper_id = ${me} AND o.status NOT IN (${FINAL})
          UNION SELECT s.user_id FROM pharmacy_staff s WHERE s.pharmacy_id IN (
            SELECT sp.pharmacy_id FROM shipper_pharmacies sp WHERE sp.shipper_id = ${me}
            UNION SELECT o.pharmacy_id FROM orders o WHERE o.shipper_id = ${me} AND o.status NOT IN (${FINAL}))`;
      default:
        return null;
    }
  })();
  // An account not approved (or refused) writes to the platform only, whatever it may be linked to meanwhile.
  const reach = user.status !== 'active' ? sql`u.role = 'admin'` : related ? sql`(u.role = 'admin' OR u.uid IN (${related}))` : sql`true`;
  return sql`u.status = 'active' AND u.anonymised_at IS NULL AND u.uid <> ${me} AND ${reach}`;
}
