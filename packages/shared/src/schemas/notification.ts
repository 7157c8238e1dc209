import { z } from 'zod';

/**
 * In-app notifications (the bell). The server stores a kind and its parameters; the browser renders the title
 * from `notifications.kinds.<kind>` in the reader's language, so a notification reads right after a language change.
 */
/** Order events: a person chooses which reach them by e-mail and in the app (schemas/people.ts). */
export const ORDER_NOTIFICATION_KINDS = [
  'order.submitted',
  'order.accepted',
  'order.rejected',
  'order.preparing',
  'order.ready',
  'order.out_for_delivery',
  'order.delivered',
  'order.delivery_failed',
  'order.collected',
  'order.cancelled',
  'order.shipper_assigned',
  'order.substitution_proposed',
  'order.substitution_answered',
] as const;

/** What an admin decided about one's account: always delivered, whatever the preferences. */
export const ACCOUNT_NOTIFICATION_KINDS = [
  'account.approved',
  'account.refused',
  'account.suspended',
  'account.reactivated',
  'account.role_changed',
] as const;

/**
 * A pharmacy's invitation to join its staff, sent to an address that already has an account: always delivered. It
 * names who invited and where; the accept link itself stays in the e-mail (the database keeps only its hash).
 */
export const PHARMACY_NOTIFICATION_KINDS = ['pharmacy.invited'] as const;

/** A comment on one's article waits for moderation (issue 18): the author approves or rejects it. */
export const BLOG_NOTIFICATION_KINDS = ['blog.comment_pending'] as const;

export const NOTIFICATION_KINDS = [
  ...ORDER_NOTIFICATION_KINDS,
  ...ACCOUNT_NOTIFICATION_KINDS,
  ...PHARMACY_NOTIFICATION_KINDS,
  ...BLOG_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Always `reference` for order kinds; maybe `pharmacy`, `reason`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An app path (e.g. /my/dashboard) or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200, 'validation.cursor').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(50, 'validation.invalid')
    .default(20),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  /** Unread notifications of the reader in all (not only this page). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What the two "mark as read" calls answer: the new unread count. */
export const notificationUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;
