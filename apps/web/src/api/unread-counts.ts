import { useQuery } from '@tanstack/react-query';
import { chatKeys, getChatConversations } from './chat';
import { getMailLabels, mailKeys } from './mail';

/** Unread mails in the inbox and unread chat messages: what the menus show beside Mail and Chat. */
export type UnreadCounts = {
  mail: number;
  chat: number;
};

/**
 * The menus' unread counts. The mailbox's count is its labels query (one cache with the mail pages); the chat's is the
 * first page of conversations, which carries the total. Both sit under their area's key, so the live `mail.received`,
 * `chat.message` and `chat.seen` events refetch them like the pages.
 */
export function useUnreadCounts(enabled: boolean): UnreadCounts {
  const mail = useQuery({
    queryKey: mailKeys.labels(),
    queryFn: ({ signal }) => getMailLabels(signal),
    enabled,
    select: (data) => data.labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0,
  });
  const chat = useQuery({
    queryKey: [...chatKeys.conversations(), 'unread-total'],
    queryFn: ({ signal }) => getChatConversations(undefined, signal),
    enabled,
    select: (data) => data.unreadTotal,
  });
  return { mail: mail.data ?? 0, chat: chat.data ?? 0 };
}
