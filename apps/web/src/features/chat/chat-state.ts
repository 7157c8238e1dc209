/**
 * SPEC §4 "Chat": opening a conversation makes it active; marking it seen sets its unread count to 0; reset clears
 * the active conversation. The messenger keeps this state; the unread counts come from the server's list.
 */

export interface ChatUnread {
  id: string;
  unreadCount: number;
}

export interface ChatState<C extends ChatUnread = ChatUnread> {
  activeConversationId: string | null;
  conversations: C[];
}

export type ChatAction<C extends ChatUnread = ChatUnread> =
  | { type: 'open'; conversationId: string }
  | { type: 'seen'; conversationId: string }
  | { type: 'loaded'; conversations: C[] }
  | { type: 'reset' };

export const initialChatState: ChatState = { activeConversationId: null, conversations: [] };

/** The list with that conversation's unread count at 0 (the same list when nothing changes). */
export function markSeenIn<C extends ChatUnread>(conversations: C[], conversationId: string): C[] {
  if (!conversations.some((c) => c.id === conversationId && c.unreadCount !== 0)) return conversations;
  return conversations.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c));
}

export function chatReducer<C extends ChatUnread>(state: ChatState<C>, action: ChatAction<C>): ChatState<C> {
  switch (action.type) {
    case 'open':
      return state.activeConversationId === action.conversationId
        ? state
        : { ...state, activeConversationId: action.conversationId };
    case 'seen': {
      const conversations = markSeenIn(state.conversations, action.conversationId);
      return conversations === state.conversations ? state : { ...state, conversations };
    }
    case 'loaded':
      return { ...state, conversations: action.conversations };
    case 'reset':
      return state.activeConversationId === null ? state : { ...state, activeConversationId: null };
  }
}

/** The unread total over the conversations held. */
export function unreadTotal(state: ChatState): number {
  return state.conversations.reduce((sum, c) => sum + c.unreadCount, 0);
}
