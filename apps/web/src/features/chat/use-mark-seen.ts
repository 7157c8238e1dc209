import { useEffect, useRef } from 'react';
import type { ChatConversation } from '@pharmacy/shared/schemas/chat';
import { useMarkChatSeen } from '../../api/chat';

/**
 * While a conversation is open (active), it is marked seen whenever it has unread messages: on opening, and again
 * when a message arrives while one reads it. `onSeen` then sets its unread count to 0 in the chat state.
 */
export function useMarkSeen(conversation: ChatConversation | undefined, active: boolean, onSeen: (id: string) => void) {
  const { mutate } = useMarkChatSeen();
  const asked = useRef<string | null>(null);
  const id = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  const last = conversation?.messages.at(-1)?.id ?? '';
  const onSeenRef = useRef(onSeen);
  useEffect(() => {
    onSeenRef.current = onSeen;
  });

  useEffect(() => {
    if (!id || !active || unread === 0) return;
    // One request per conversation and last message: a refetch that still says unread does not ask twice.
    const ask = `${id}:${last}`;
    if (asked.current === ask) return;
    asked.current = ask;
    mutate(id, { onSuccess: () => onSeenRef.current(id) });
  }, [id, active, unread, last, mutate]);
}
