import { useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { ChatConversation } from '@pharmacy/shared/schemas/chat';
import { groupMessages, otherParticipants, seenBy } from './chat-format';
import { MessageGroupView } from './message-group';

export interface MessageListProps {
  conversation: ChatConversation;
  selfId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** The messages oldest first, grouped by sender, "Seen" under one's last message; scrolled to the newest. */
export function MessageList({ conversation, selfId, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { messages, participants } = conversation;
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const previousFirst = useRef(firstId);
  const previousHeight = useRef(0);
  // Whether the reader is at the newest message: a picture that loads later keeps them there.
  const atBottom = useRef(true);

  // A new last message (sent or received): show it. Older messages put above: keep the reader where they were.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (previousFirst.current !== firstId && previousHeight.current > 0 && lastId) {
      box.scrollTop += box.scrollHeight - previousHeight.current;
    } else {
      box.scrollTop = box.scrollHeight;
      atBottom.current = true;
    }
    previousFirst.current = firstId;
    previousHeight.current = box.scrollHeight;
  }, [firstId, lastId]);
  useEffect(() => {
    if (scroller.current) previousHeight.current = scroller.current.scrollHeight;
  });

  const byId = new Map(participants.map((p) => [p.id, p]));
  const others = otherParticipants(conversation, selfId);
  const groups = groupMessages(messages);
  const lastOwn = [...messages].reverse().find((m) => m.senderId === selfId);
  const seen = lastOwn ? seenBy(lastOwn, participants, selfId) : [];
  const seenText =
    seen.length === 0
      ? null
      : others.length <= 1
        ? t('chat.seen')
        : t('chat.seenBy', { names: seen.map((p) => p.name).join(', ') });

  return (
    <Box
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messages')}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
      }}
      onLoadCapture={() => {
        const box = scroller.current;
        if (box && atBottom.current) box.scrollTop = box.scrollHeight;
      }}
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" onClick={onLoadOlder} loading={loadingOlder} variant="outlined">
            {t('chat.loadOlder')}
          </Button>
        </Box>
      )}
      {messages.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
          {t('chat.noMessages')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <MessageGroupView
              key={group.messages[0]!.id}
              group={group}
              own={group.senderId !== null && group.senderId === selfId}
              sender={group.senderId ? byId.get(group.senderId) : undefined}
              showName={others.length > 1}
            />
          ))}
        </Stack>
      )}
      {seenText && lastOwn?.id === lastId && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', textAlign: 'end', mt: 0.5 }}>
          {seenText}
        </Typography>
      )}
    </Box>
  );
}
