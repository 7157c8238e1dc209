import type { Language } from '@pharmacy/shared/languages';
import type { ChatConversation, ChatMessage, ChatParticipant } from '@pharmacy/shared/schemas/chat';
import { formatTag } from '../../lib/language-tags';

/** Messages of one sender sent close together share one header (name, time). */
const GROUP_GAP_MS = 5 * 60 * 1000;


/** The people of a conversation besides oneself. */
export function otherParticipants(
  conversation: Pick<ChatConversation, 'participants'>,
  selfId: string | undefined,
): ChatParticipant[] {
  const others = conversation.participants.filter((p) => p.id !== selfId);
  return others.length > 0 ? others : conversation.participants;
}

export function participantNames(participants: readonly ChatParticipant[]): string {
  return participants.map((p) => p.name).join(', ');
}

export interface MessageGroup {
  senderId: string | null;
  messages: ChatMessage[];
}

export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const group = groups.at(-1);
    const previous = group?.messages.at(-1);
    const close = previous && Date.parse(message.createdAt) - Date.parse(previous.createdAt) < GROUP_GAP_MS;
    if (group && group.senderId === message.senderId && close) group.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

/** Who has seen a message: the other participants who marked the conversation seen at or after it was sent. */
export function seenBy(
  message: ChatMessage,
  participants: readonly ChatParticipant[],
  selfId: string | undefined,
): ChatParticipant[] {
  const sent = Date.parse(message.createdAt);
  return participants.filter(
    (p) => p.id !== selfId && p.id !== message.senderId && p.seenAt !== null && Date.parse(p.seenAt) >= sent,
  );
}

/** Today: the time; this year: day and month; else the date. */
export function formatChatTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short' }
      : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(formatTag(language), options).format(date);
}

export function formatMessageTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(formatTag(language), options).format(date);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * What a conversation is called for its reader: the customer sees an order's by its pharmacy, the pharmacy and the
 * courier by its customer; a direct one by the other people in it.
 */
export function conversationTitle(
  t: (key: string, options?: Record<string, string>) => string,
  conversation: Pick<ChatConversation, 'participants' | 'order'>,
  selfId: string | undefined,
): string {
  const others = otherParticipants(conversation, selfId);
  const { order } = conversation;
  if (!order) return participantNames(others);
  if (!titledByCustomer(conversation, selfId)) return t('chat.orderTitle', { pharmacy: order.pharmacyName });
  return participantNames(others.filter((p) => p.role === 'customer'));
}

function titledByCustomer(
  conversation: Pick<ChatConversation, 'participants' | 'order'>,
  selfId: string | undefined,
): boolean {
  const self = conversation.participants.find((p) => p.id === selfId);
  return (
    Boolean(conversation.order) &&
    self?.role !== 'customer' &&
    conversation.participants.some((p) => p.id !== selfId && p.role === 'customer')
  );
}

/** The other people of an order's conversation that its title does not name already. */
export function untitledParticipants(
  conversation: Pick<ChatConversation, 'participants' | 'order'>,
  selfId: string | undefined,
): ChatParticipant[] {
  const others = otherParticipants(conversation, selfId);
  return titledByCustomer(conversation, selfId) ? others.filter((p) => p.role !== 'customer') : others;
}
