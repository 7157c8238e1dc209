import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, markSeenIn, unreadTotal, type ChatState } from './chat-state';

const loaded: ChatState = chatReducer(initialChatState, {
  type: 'loaded',
  conversations: [
    { id: 'a', unreadCount: 3 },
    { id: 'b', unreadCount: 0 },
  ],
});

describe('chat state (SPEC §4 Chat)', () => {
  it('starts with no active conversation', () => {
    expect(initialChatState.activeConversationId).toBeNull();
    expect(unreadTotal(loaded)).toBe(3);
  });

  it('opening a conversation makes it active', () => {
    const opened = chatReducer(loaded, { type: 'open', conversationId: 'a' });
    expect(opened.activeConversationId).toBe('a');
    expect(chatReducer(opened, { type: 'open', conversationId: 'b' }).activeConversationId).toBe('b');
    // Opening the active one again changes nothing.
    expect(chatReducer(opened, { type: 'open', conversationId: 'a' })).toBe(opened);
  });

  it('marking as seen sets its unread count to 0, and only its own', () => {
    const seen = chatReducer(loaded, { type: 'seen', conversationId: 'a' });
    expect(seen.conversations).toEqual([
      { id: 'a', unreadCount: 0 },
      { id: 'b', unreadCount: 0 },
    ]);
    expect(unreadTotal(seen)).toBe(0);
    expect(chatReducer(seen, { type: 'seen', conversationId: 'a' })).toBe(seen);
    expect(chatReducer(loaded, { type: 'seen', conversationId: 'unknown' })).toBe(loaded);
  });

  it('reset clears the active conversation and keeps the counts', () => {
    const opened = chatReducer(loaded, { type: 'open', conversationId: 'a' });
    const reset = chatReducer(opened, { type: 'reset' });
    expect(reset.activeConversationId).toBeNull();
    expect(reset.conversations).toBe(loaded.conversations);
  });

  it('markSeenIn keeps other fields and returns the same list when nothing changes', () => {
    const list = [{ id: 'x', unreadCount: 2, name: 'X' }];
    expect(markSeenIn(list, 'x')).toEqual([{ id: 'x', unreadCount: 0, name: 'X' }]);
    const none = [{ id: 'x', unreadCount: 0 }];
    expect(markSeenIn(none, 'x')).toBe(none);
  });
});
