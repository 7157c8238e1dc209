import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatConversationsQueryOptions } from './chat';
import { mailLabelsQueryOptions } from './mail';

/** Unread mails in the inbox and unread chat messages: what the menus show beside Mail and Chat. */
export type UnreadCounts = {
  mail: number;
  chat: number;
};

/**
 * The menus' unread counts. The mailbox's count is the inbox label's, from the mail pages' labels query; the chat's is the
 * conversation list's query (the total rides on its first page), so marking a conversation seen lowers it at once.
 * The live `mail.received`, `chat.message` and `chat.seen` events refetch both like the pages.
 */
export function useUnreadCounts(enabled: boolean): UnreadCounts {
  const mail = useQuery({
    ...mailLabelsQueryOptions(),
    enabled,
    select: (data) => data.labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0,
  });
  const chat = useInfiniteQuery({
    ...chatConversationsQueryOptions(),
    enabled,
    select: (data) => data.pages[0]?.unreadTotal ?? 0,
  });
  return { mail: mail.data ?? 0, chat: chat.data ?? 0 };
}
