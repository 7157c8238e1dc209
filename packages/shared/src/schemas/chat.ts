import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/lifecycle';
import { ROLES } from '../roles';

/*
 * Chat (SPEC §3 "Chat", §7 /api/chat/*): conversations { id, messages, unreadCount } with participants; messages
 * { id, body, contentType, attachments, createdAt, senderId }. Every order has its conversation, whose id is the
 * order's id (its customer, its pharmacy's staff, its courier while delivering); direct conversations join people
 * who share an order or a pharmacy, and anyone with the platform's admins. Bodies are plain text: never HTML.
 */

export const CHAT_MESSAGE_MAX = 4000;
/** People in one direct conversation besides its author. */
export const CHAT_RECIPIENTS_MAX = 10;
/** Messages per page of a conversation (newest first from the server, shown oldest first). */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_CONVERSATIONS_PAGE_SIZE = 30;
export const CHAT_CONTACTS_LIMIT = 100;
/** An attachment: PDF, JPEG, PNG or WebP, checked by content. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

export const CHAT_CONTENT_TYPES = ['text', 'image', 'file'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];

export const chatAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number().int(),
  /** Served to the conversation's participants only. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  contentType: z.enum(CHAT_CONTENT_TYPES),
  attachments: z.array(chatAttachmentSchema),
  createdAt: z.string(),
  /** null once the author's account is anonymised. */
  senderId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  /** The pharmacy a staff member speaks for, in an order's conversation or a contact list. */
  pharmacyName: z.string().nullable(),
  /** When they last marked this conversation seen (read receipts); null in contact lists. */
  seenAt: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatOrderRefSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  pharmacyName: z.string(),
});

export const chatConversationSchema = z.object({
  id: z.string(),
  kind: z.enum(['order', 'direct']),
  /** The order of an order's conversation. */
  order: chatOrderRefSchema.nullable(),
  participants: z.array(chatParticipantSchema),
  /** Oldest first. In the list: the last message only. */
  messages: z.array(chatMessageSchema),
  unreadCount: z.number().int(),
  /** When the last message was sent, or null for an order's conversation nobody has written in yet. */
  lastActivity: z.string().nullable(),
  /** In GET /api/chat/conversation: the cursor of the page before the first message shown, if there is one. */
  olderCursor: z.string().nullable().optional(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListSchema = z.object({
  conversations: z.array(chatConversationSchema),
  /** Unread messages over all one's conversations (the nav badge). */
  unreadTotal: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ChatConversationList = z.infer<typeof chatConversationListSchema>;

/** Conversation keys and ids are uuids (an order's conversation has the order's id). */
const key = z.uuid({ error: 'validation.invalid' });
const cursor = z.string().max(200, 'validation.cursor').optional();

export const chatConversationQuerySchema = z.object({ conversationKey: key, before: cursor });
export const chatConversationKeyQuerySchema = z.object({ conversationKey: key });
export const chatConversationIdQuerySchema = z.object({ conversationId: key });
export const chatConversationsQuerySchema = z.object({ cursor });
export const chatContactsQuerySchema = z.object({ q: z.string().trim().max(100, 'validation.tooLong').optional() });

export const chatMessageInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CHAT_MESSAGE_MAX, 'validation.tooLong')
    // Control characters other than newline and tab are noise or an attack on whoever reads the text.
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'validation.invalid'),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatNewConversationSchema = z.object({
  recipients: z
    .array(z.string().min(1, 'validation.required').max(100, 'validation.invalid'))
    .min(1, 'validation.chatRecipients')
    .max(CHAT_RECIPIENTS_MAX, 'validation.chatRecipients'),
  message: chatMessageInputSchema,
});
export type ChatNewConversation = z.infer<typeof chatNewConversationSchema>;

export const chatSendMessageSchema = z.object({ conversationId: key, message: chatMessageInputSchema });
export type ChatSendMessage = z.infer<typeof chatSendMessageSchema>;

/** An attachment's optional caption rides in the query string next to the multipart file. */
export const chatAttachmentQuerySchema = z.object({
  conversationId: key,
  body: z.string().trim().max(CHAT_MESSAGE_MAX, 'validation.tooLong').optional(),
});

export const chatContactsSchema = z.object({ contacts: z.array(chatParticipantSchema) });
export const chatParticipantsSchema = z.object({ participants: z.array(chatParticipantSchema) });
export const chatConversationAnswerSchema = z.object({ conversation: chatConversationSchema });
export const chatMessageAnswerSchema = z.object({ message: chatMessageSchema });
export const chatSeenSchema = z.object({ conversationId: z.string(), unreadCount: z.literal(0) });
