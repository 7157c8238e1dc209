import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/lifecycle';

/**
 * What the server pushes over the authenticated websocket (GET /api/ws). Events only say *that* something changed
 * (and a little to show at once); the client re-reads the data through the API, where the access rules apply, so
 * an event never carries health data.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  /** An order changed state (or its substitution / shipper changed); `status` is its status now. */
  z.object({
    type: z.literal('order.updated'),
    orderId: z.string().min(1),
    status: z.enum(ORDER_STATUSES),
    reference: z.string().min(1),
  }),
  /** New in-app notifications for the recipient; `id` when the event announces one row of one person. */
  z.object({
    type: z.literal('notification.created'),
    id: z.string().min(1).optional(),
  }),
  /** A new message in a conversation of the recipient (the client re-reads the conversation and the list). */
  z.object({
    type: z.literal('chat.message'),
    conversationId: z.string().min(1),
  }),
  /** A mail arrived in the recipient's mailbox (inbox or, for an announcement, too). */
  z.object({ type: z.literal('mail.received') }),
  /** Someone marked a conversation seen: read receipts and unread counts change. */
  z.object({
    type: z.literal('chat.seen'),
    conversationId: z.string().min(1),
  }),
  /** A card or column of a board the recipient can open moved or changed (the client re-reads the board). */
  z.object({ type: z.literal('kanban.changed'), boardId: z.string().min(1) }),
  /** Events the recipient sees were added, moved or removed (the client re-reads its calendar window). */
  z.object({ type: z.literal('calendar.changed') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

