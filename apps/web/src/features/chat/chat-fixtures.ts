import type {
  ChatConversation,
  ChatConversationList,
  ChatMessage,
  ChatParticipant,
} from '@pharmacy/shared/schemas/chat';

/** Test data in the shapes of the chat API (packages/shared/src/schemas/chat.ts). */
export const SELF_ID = 'uid-customer';

export function makeParticipant(overrides: Partial<ChatParticipant> = {}): ChatParticipant {
  return {
    id: 'p-1',
    name: 'Sophie Dubois',
    role: 'pharmacy',
    avatarUrl: null,
    pharmacyName: 'Pharmacie du Parc',
    seenAt: null,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    body: 'Hello',
    contentType: 'text',
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    senderId: 'p-1',
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: 'c-1',
    kind: 'direct',
    order: null,
    participants: [
      makeParticipant(),
      makeParticipant({ id: SELF_ID, name: 'Alex Martin', role: 'customer', pharmacyName: null }),
    ],
    messages: [makeMessage()],
    unreadCount: 0,
    lastActivity: '2026-11-20T10:00:00.000Z',
    olderCursor: null,
    ...overrides,
  };
}

export function makeConversationList(
  conversations: ChatConversation[],
  nextCursor: string | null = null,
): ChatConversationList {
  return { conversations, unreadTotal: conversations.reduce((sum, c) => sum + c.unreadCount, 0), nextCursor };
}

export const notFound = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
