import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderHistory } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { enqueueEmail } from '../../lib/outbox';
import { notify } from '../notifications/service';
import { channelChoices, wants } from '../accounts/repository/preferences';
import { staffOfPharmacy } from '../pharmacies/service';
import { orderMailRecipient } from './mail-recipient';
import { pharmacyName, type OrderRow } from './repository';

/*
 * Every change of an order leaves the same trace, in the transaction that makes it (docs/DESIGN.md: one transaction per
 * command): a history row, an audit entry, in-app notifications and an e-mail in the outbox. After the commit,
 * `publish` pushes the live event; events carry no health data, the browsers re-read the order through the API.
 */

export interface Change {
  order: OrderRow;
  actor: UserProfile;
  /** The history action: `submit`, `edit_lines` or a lifecycle action. */
  action: string;
  from: OrderStatus | null;
  note: string | null;
  /** The bell's kind; null for a change nobody needs to be told of (line edits). */
  kind: NotificationKind | null;
  /** Shown in the notification and the e-mail (rejection, cancellation, failure). */
  reason?: string | null;
  /** Extra notification parameters (e.g. the substitution answer); never in the e-mail. */
  params?: Record<string, string>;
  /** Who else sees the change live besides the order's parties (the shipper just replaced). */
  alsoPublish?: string[];
  /** Whether the actor gets the notification too (the customer's own submission receipt). */
  notifyActor?: boolean;
  /** Whether the customer gets an e-mail (at submit, a receipt; afterwards, when someone else acted), at their account's verified address. */
  email: boolean;
}

/** Who sees the change live: every party of the order and the actor. */
export interface Audience {
  orderId: string;
  reference: string;
  status: OrderStatus;
  viewers: string[];
  notified: string[];
}

export const customerLink = '/my/dashboard';
export const staffLink = (orderId: string) => `/dashboard/order/${orderId}`;

export async function recordChange(tx: Db, change: Change): Promise<Audience> {
  const { order, actor } = change;
  const to = order.status as OrderStatus;
  await tx.insert(orderHistory).values({
    orderId: order.id,
    actorId: actor.uid,
    actorRole: actor.role,
    action: change.action,
    fromStatus: change.from,
    toStatus: to,
    note: change.note,
  });
  await writeAudit(tx, {
    actorId: actor.uid,
    action: `order.${change.action}`,
    entityType: 'order',
    entityId: order.id,
    detail: { reference: order.reference, from: change.from, to },
  });

  const staff = await staffOfPharmacy(tx, order.pharmacyId);
  const others = [...staff, ...(order.shipperId ? [order.shipperId] : [])];
  const keep = (uid: string) => change.notifyActor || uid !== actor.uid;
  const staffParties = [...new Set(others)].filter(keep);
  const customerParties = order.customerId && keep(order.customerId) ? [order.customerId] : [];
  // Each person's choices for this event (their notification preferences): the bell and the e-mail apart.
  const choices = change.kind ? await channelChoices(tx, [...staffParties, ...(order.customerId ? [order.customerId] : [])], change.kind) : new Map();
  const staffSide = staffParties.filter((uid) => wants(choices, uid, 'inApp'));
  const customerSide = customerParties.filter((uid) => wants(choices, uid, 'inApp'));
  const customerWantsEmail = !order.customerId || wants(choices, order.customerId, 'email');
  const pharmacy = await pharmacyName(tx, order.pharmacyId);
  if (change.kind) {
    const params = { ...change.params, reference: order.reference, pharmacy, ...(change.reason ? { reason: change.reason } : {}) };
    await notify(tx, { userIds: customerSide, kind: change.kind, params, link: customerLink });
    const courier = staffSide.filter((uid) => uid === order.shipperId);
    await notify(tx, { userIds: staffSide.filter((uid) => uid !== order.shipperId), kind: change.kind, params, link: staffLink(order.id) });
    // The courier's bag is sealed: their bell names the order, never a reason or a substitution (either may name a medicine).
    await notify(tx, { userIds: courier, kind: change.kind, params: { reference: order.reference, pharmacy }, link: staffLink(order.id) });
  }
  const recipient = change.kind && change.email && customerWantsEmail ? await orderMailRecipient(tx, order.customerId) : null;
  if (change.kind && recipient) {
    await enqueueEmail(tx, {
      to: recipient.email,
      language: recipient.language,
      template: 'order-update',
      params: {
        reference: order.reference,
        // The e-mail names the event: the new status, or shipper_assigned / substitution_proposed / _answered.
        status: change.kind.slice('order.'.length),
        pharmacy: pharmacy || order.reference,
        name: `${order.firstName} ${order.lastName}`.trim(),
        link: customerLink,
        ...(change.reason ? { reason: change.reason } : {}),
      },
    });
  }
  const viewers = [...new Set([...staff, ...(order.customerId ? [order.customerId] : []), ...(order.shipperId ? [order.shipperId] : []), ...(change.alsoPublish ?? []), actor.uid])];
  return {
    orderId: order.id,
    reference: order.reference,
    status: to,
    viewers,
    notified: change.kind ? [...customerSide, ...staffSide] : [],
  };
}

/** Everyone who can see the order (its customer, its pharmacy's staff, its shipper) and `also`, for a live event only. */
export async function audienceOf(db: Db, order: OrderRow, also: string[]): Promise<Audience> {
  const staff = await staffOfPharmacy(db, order.pharmacyId);
  const parties = [...staff, ...(order.customerId ? [order.customerId] : []), ...(order.shipperId ? [order.shipperId] : [])];
  return { orderId: order.id, reference: order.reference, status: order.status as OrderStatus, viewers: [...new Set([...parties, ...also])], notified: [] };
}

/** After the commit: the live event to everyone who can see the order, the bell to those notified, the e-mail now. */
export function publish(app: FastifyInstance, audience: Audience): void {
  app.realtime.publishToUsers(audience.viewers, {
    type: 'order.updated',
    orderId: audience.orderId,
    status: audience.status,
    reference: audience.reference,
  });
  if (audience.notified.length > 0) app.realtime.publishToUsers(audience.notified, { type: 'notification.created' });
  app.outbox.wake();
}
