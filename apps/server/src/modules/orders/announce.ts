import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { auditLog, notifications, orderHistory, outboxEmails } from '../../db/schema';
import { auditRow } from '../../lib/audit';
import { outboxRow } from '../../lib/outbox';
import { notificationRows } from '../notifications/service';
import { choicesFrom, wants } from '../accounts/repository/preferences';
import { staffOfPharmacy } from '../pharmacies/service';
import { loadParties, type Parties } from './parties';
import { updateOrder, type OrderChanges, type OrderRow } from './repository';

/*
 * Every change of an order leaves the same trace, in the transaction that makes it (docs/DESIGN.md: one transaction per
 * command): a history row, an audit entry, in-app notifications and an e-mail in the outbox. The people it reaches are
 * read in one query (parties.ts), the trace is worked out here, and its rows are written in one statement. After the
 * commit, `publish` pushes the live event; events carry no health data, the browsers re-read the order through the API.
 */

/** What a trace reads of the order. */
export type TracedOrder = Pick<OrderRow, 'id' | 'status' | 'reference' | 'pharmacyId' | 'customerId' | 'shipperId' | 'firstName' | 'lastName'>;

export interface Change {
  order: TracedOrder;
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

/** The rows a change writes, and who sees it live. */
export interface Trace {
  history: typeof orderHistory.$inferInsert;
  audit: typeof auditLog.$inferInsert;
  notifications: (typeof notifications.$inferInsert)[];
  email: typeof outboxEmails.$inferInsert | null;
  audience: Audience;
}

/** What `change` writes and whom it reaches, given the order's parties (no database work). */
export function planTrace(change: Change, parties: Parties): Trace {
  const { order, actor } = change;
  const to = order.status as OrderStatus;
  const staff = parties.staff;
  const others = [...staff, ...(order.shipperId ? [order.shipperId] : [])];
  const keep = (uid: string) => change.notifyActor || uid !== actor.uid;
  const staffParties = [...new Set(others)].filter(keep);
  const customerParties = order.customerId && keep(order.customerId) ? [order.customerId] : [];
  // Each person's choices for this event (their notification preferences): the bell and the e-mail apart.
  const choices = change.kind ? choicesFrom(parties.prefs, change.kind) : new Map();
  const staffSide = staffParties.filter((uid) => wants(choices, uid, 'inApp'));
  const customerSide = customerParties.filter((uid) => wants(choices, uid, 'inApp'));
  const customerWantsEmail = !order.customerId || wants(choices, order.customerId, 'email');
  const pharmacy = parties.pharmacyName;
  const courier = staffSide.filter((uid) => uid === order.shipperId);
  const params = { ...change.params, reference: order.reference, pharmacy, ...(change.reason ? { reason: change.reason } : {}) };
  const bell = change.kind
    ? notificationRows([
        { userIds: customerSide, kind: change.kind, params, link: customerLink },
        { userIds: staffSide.filter((uid) => uid !== order.shipperId), kind: change.kind, params, link: staffLink(order.id) },
        // The courier's bag is sealed: their bell names the order, never a reason or a substitution (either may name a medicine).
        { userIds: courier, kind: change.kind, params: { reference: order.reference, pharmacy }, link: staffLink(order.id) },
      ])
    : [];
  const recipient = change.kind && change.email && customerWantsEmail ? parties.recipient : null;
  const email =
    change.kind && recipient
      ? outboxRow({
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
        })
      : null;
  const viewers = [...new Set([...staff, ...(order.customerId ? [order.customerId] : []), ...(order.shipperId ? [order.shipperId] : []), ...(change.alsoPublish ?? []), actor.uid])];
  return {
    history: {
      orderId: order.id,
      actorId: actor.uid,
      actorRole: actor.role,
      action: change.action,
      fromStatus: change.from,
      toStatus: to,
      note: change.note,
    },
    audit: auditRow({
      actorId: actor.uid,
      action: `order.${change.action}`,
      entityType: 'order',
      entityId: order.id,
      detail: { reference: order.reference, from: change.from, to },
    }),
    notifications: bell,
    email,
    audience: {
      orderId: order.id,
      reference: order.reference,
      status: to,
      viewers,
      notified: change.kind ? [...customerSide, ...staffSide] : [],
    },
  };
}

/** The name under which `traceStatements` writes the history row (it returns `at`). */
export const HISTORY_PART = 'new_history';

/** The INSERTs of a trace as parts of one WITH statement; with `gate`, nothing is written when the gate is empty. */
export function traceStatements(trace: Trace, gate?: SQL): [string, SQL][] {
  return [
    [HISTORY_PART, insertJsonRows(orderHistory, [trace.history], { gate, returning: sql`at` })],
    ['new_audit', insertJsonRows(auditLog, [trace.audit], { gate })],
    ...(trace.notifications.length > 0 ? [['new_notifications', insertJsonRows(notifications, trace.notifications, { gate })] as [string, SQL]] : []),
    ...(trace.email ? [['new_email', insertJsonRows(outboxEmails, [trace.email], { gate })] as [string, SQL]] : []),
  ];
}

/**
 * Changes the order and writes the trace of the change in one statement, after one query for its parties (the
 * parties of the order as changed: a newly assigned shipper is told).
 */
export async function updateAndRecord(tx: Db, order: OrderRow, set: OrderChanges, change: Omit<Change, 'order'>): Promise<{ order: OrderRow; audience: Audience }> {
  const next: OrderRow = { ...order, ...set };
  const trace = planTrace({ ...change, order: next }, await loadParties(tx, next));
  const updated = await updateOrder(tx, order.id, set, traceStatements(trace));
  return { order: updated, audience: trace.audience };
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
