import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../invoices/constants';
import { ORDER_STATUSES } from '../orders/lifecycle';
import { DELIVERY_TYPES } from './order-form';

/*
 * GET /api/dashboards/app (issue 19): today's work for the signed-in person, one shape per role. "Today" is the Brussels
 * day; every figure is the database's, within the caller's own scope (their pharmacies, their deliveries, their orders,
 * or the platform for an admin).
 */

const count = z.number().int().nonnegative();
const instant = z.string();

/** The statuses a pharmacy still has work on before the handover, in the order the work goes. */
export const DESK_STATUSES = ['submitted', 'accepted', 'preparing', 'ready'] as const;
/** After the pharmacy's work: with a courier, or back from a failed delivery. */
export const UNDERWAY_STATUSES = ['out_for_delivery', 'delivery_failed'] as const;
/** What a customer still waits for. */
export const IN_PROGRESS_STATUSES = [
  'submitted',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivery_failed',
] as const;

/** An order to act on, with what a list row shows (never health data: no names, no identifiers). */
const orderRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryType: z.enum(DELIVERY_TYPES),
  /** The pharmacy's name (a courier's and a customer's rows), null on a pharmacy's own. */
  pharmacyName: z.string().nullable(),
  /** Where it goes (a courier's delivery): postal code and city only. */
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const statusCountSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  count,
  /** When the oldest order in this status was placed: what has waited longest. Null when there are none. */
  oldestAt: instant.nullable(),
});

const pharmacyAppSchema = z.object({
  role: z.literal('pharmacy'),
  /** The pharmacies the person works in, with today's on-duty shift ('HH:MM'; both null: the whole day). */
  pharmacies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      onDutyToday: z.object({ start: z.string().nullable(), end: z.string().nullable() }).nullable(),
    }),
  ),
  /** DESK_STATUSES in order, over the person's pharmacies. */
  desk: z.array(statusCountSchema),
  /** The five orders waiting longest on the desk, oldest first. */
  oldest: z.array(orderRowSchema),
  /** UNDERWAY_STATUSES in order. */
  underway: z.array(statusCountSchema),
  unreadMessages: count,
  /** Shop products on sale (visible) with none left and with 1 to SHOP_LOW_STOCK left, and the five lowest. */
  stock: z.object({
    out: count,
    low: count,
    lowest: z.array(z.object({ slug: z.string(), name: z.string(), quantity: count })),
  }),
  today: z.object({ received: count, handedOver: count, rejected: count }),
});

const shipperAppSchema = z.object({
  role: z.literal('shipper'),
  /** Deliveries assigned to the courier and not finished: on the road, then back from a failed attempt, then ready to pick up. */
  next: z.array(orderRowSchema),
  /** How many there are in all (`next` holds at most ten). */
  assigned: count,
  today: z.object({ delivered: count, failed: count, pickedUp: count }),
  unreadMessages: count,
});

const customerAppSchema = z.object({
  role: z.literal('customer'),
  /** Orders not finished (IN_PROGRESS_STATUSES). */
  inProgress: count,
  /** Ready to collect at the pharmacy (take-away orders in `ready`). */
  readyForPickup: z.array(orderRowSchema),
  /** Unfinished orders whose paper prescription is to be handed over (`in_pharmacy`). */
  paperPrescriptions: z.array(orderRowSchema),
  /** Orders where the pharmacy proposed a substitute and waits for the customer's answer. */
  substitutionsToAnswer: z.array(orderRowSchema),
  /** The five latest invoices and credit notes issued to the customer. */
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      kind: z.enum(INVOICE_KINDS),
      status: z.enum(INVOICE_STATUSES),
      issueDate: z.string().nullable(),
      grossCents: z.number().int(),
      pharmacyName: z.string(),
    }),
  ),
  unreadMessages: count,
});

const adminAppSchema = z.object({
  role: z.literal('admin'),
  /** Accounts waiting for an admin's approval, per role that needs one. */
  pending: z.object({ pharmacy: count, shipper: count, oldestAt: instant.nullable() }),
  /** E-mails of the outbox: waiting to be sent, given up on, and since when the oldest waits. */
  outbox: z.object({ pending: count, failed: count, oldestPendingAt: instant.nullable() }),
  /** This server process: when it started, and the requests it answered with a server error since (each is a bug). */
  server: z.object({ startedAt: instant, serverErrors: count }),
  today: z.object({ orders: count, invoices: count, signUps: count, deliveries: count }),
});

export const dashboardAppSchema = z.discriminatedUnion('role', [
  pharmacyAppSchema,
  shipperAppSchema,
  customerAppSchema,
  adminAppSchema,
]);
export type DashboardApp = z.infer<typeof dashboardAppSchema>;
export type DashboardAppOf<R extends DashboardApp['role']> = Extract<DashboardApp, { role: R }>;
export type DashboardOrderRow = z.infer<typeof orderRowSchema>;
