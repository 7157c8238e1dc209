import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ChatConversation,
  ChatConversationList,
  ChatMessage,
  ChatNewConversation,
  ChatParticipant,
} from '@pharmacy/shared/schemas/chat';
import { ApiRequestError, api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The chat resource (/api/chat/*): contacts, conversations, messages, attachments and mark-as-seen. */

/** Every chat query starts with 'chat': the live `chat.message` and `chat.seen` events refetch them all. */
export const chatKeys = {
  all: ['chat'] as const,
  contacts: (q: string) => [...chatKeys.all, 'contacts', q] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversation: (key: string) => [...chatKeys.all, 'conversation', key] as const,
  participants: (key: string) => [...chatKeys.all, 'participants', key] as const,
};

type ConversationAnswer = { conversation: ChatConversation };
type MessageAnswer = { message: ChatMessage };

// ---- fetchers ----

export function getChatContacts(q: string, signal?: AbortSignal): Promise<{ contacts: ChatParticipant[] }> {
  return api('/api/chat/contacts', { query: { q: q.trim() || undefined }, signal });
}

export function getChatConversations(cursor: string | undefined, signal?: AbortSignal): Promise<ChatConversationList> {
  return api<ChatConversationList>('/api/chat/conversations', { query: { cursor }, signal });
}

/** The latest page of a conversation (oldest first), or the page before `before`. 404 when one is not in it. */
export function getChatConversation(
  conversationKey: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationAnswer> {
  return api<ConversationAnswer>('/api/chat/conversation', { query: { conversationKey, before }, signal });
}

export function markChatSeen(conversationId: string): Promise<{ conversationId: string; unreadCount: 0 }> {
  return api('/api/chat/conversation/mark-as-seen', { query: { conversationId } });
}

export function startChatConversation(input: ChatNewConversation): Promise<ConversationAnswer> {
  return api<ConversationAnswer>('/api/chat/conversation/new', { method: 'POST', body: input });
}

export function sendChatMessage(conversationId: string, body: string): Promise<MessageAnswer> {
  return api<MessageAnswer>('/api/chat/conversation/message', {
    method: 'POST',
    body: { conversationId, message: { body } },
  });
}

/** One file (PDF or picture) with an optional caption. */
export function sendChatAttachment(conversationId: string, file: File, body: string): Promise<MessageAnswer> {
  const form = new FormData();
  form.append('file', file);
  return api<MessageAnswer>('/api/chat/conversation/attachment', {
    method: 'POST',
    query: { conversationId, body: body.trim() || undefined },
    body: form,
  });
}

// ---- queries ----

/** A conversation one may not open (or a malformed key) answers 404/403/400: asking again changes nothing. */
export function isChatMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

export function useChatContacts(q: string, enabled = true) {
  return useQuery({
    queryKey: chatKeys.contacts(q.trim()),
    queryFn: ({ signal }) => getChatContacts(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The conversation list; the menus' unread badge reads its first page's total from the same cache. */
export const chatConversationsQueryOptions = () => cursorPages(chatKeys.conversations(), getChatConversations);

export function useChatConversations() {
  return useInfiniteQuery(chatConversationsQueryOptions());
}

/** Pages from the newest back: page 0 is the latest 50 messages, each next page the 50 before. */
export function chatConversationQueryOptions(conversationKey: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversation(conversationKey),
    queryFn: ({ pageParam, signal }) => getChatConversation(conversationKey, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: ConversationAnswer) => last.conversation.olderCursor ?? undefined,
    retry: (count, error) => !isChatMissing(error) && count < 2,
  });
}

export function useChatConversation(conversationKey: string) {
  return useInfiniteQuery(chatConversationQueryOptions(conversationKey));
}

/** The pages joined: the conversation as of its latest page, with every loaded message oldest first. */
export function joinConversationPages(data: InfiniteData<ConversationAnswer, unknown>): ChatConversation {
  const latest = data.pages[0]!.conversation;
  const messages = [...data.pages].reverse().flatMap((page) => page.conversation.messages);
  return { ...latest, messages };
}

// ---- cache updates ----

type ListPages = InfiniteData<ChatConversationList, string>;
type ConversationPages = InfiniteData<ConversationAnswer, string>;

/** A conversation marked seen: its unread count is 0 in the list (and the total drops) and in its own pages. */
export function storeChatSeen(queryClient: QueryClient, conversationId: string): void {
  queryClient.setQueryData<ListPages>(chatKeys.conversations(), (data) => {
    if (!data) return data;
    const before = data.pages.flatMap((p) => p.conversations).find((c) => c.id === conversationId)?.unreadCount ?? 0;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadTotal: Math.max(0, page.unreadTotal - before),
        conversations: page.conversations.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
      })),
    };
  });
  queryClient.setQueryData<ConversationPages>(
    chatKeys.conversation(conversationId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ conversation: { ...page.conversation, unreadCount: 0 } })),
      },
  );
}

/** One's own new message shows at once at the end of the latest page; the list is asked again (order, preview). */
function storeSentMessage(queryClient: QueryClient, conversationId: string, message: ChatMessage): void {
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(conversationId), (data) => {
    if (!data?.pages[0]) return data;
    const [latest, ...older] = data.pages;
    if (latest.conversation.messages.some((m) => m.id === message.id)) return data;
    const conversation = {
      ...latest.conversation,
      messages: [...latest.conversation.messages, message],
      lastActivity: message.createdAt,
    };
    return { ...data, pages: [{ conversation }, ...older] };
  });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
}

// ---- mutations ----

export function useMarkChatSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatSeen,
    onSuccess: (_, conversationId) => storeChatSeen(queryClient, conversationId),
  });
}

export function useSendChatMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendChatMessage(conversationId, body),
    onSuccess: ({ message }) => storeSentMessage(queryClient, conversationId, message),
  });
}

export function useSendChatAttachment(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, body }: { file: File; body: string }) => sendChatAttachment(conversationId, file, body),
    onSuccess: ({ message }) => storeSentMessage(queryClient, conversationId, message),
  });
}

export function useStartChatConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChatConversation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}
