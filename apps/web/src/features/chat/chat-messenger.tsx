import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from '../../lib/translation';
import { useChatConversations } from '../../api/chat';
import { chatReducer, initialChatState } from './chat-state';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

export interface ChatHrefs {
  list: string;
  new: string;
  conversation: (id: string) => string;
  /** An order's page, when the reader has one. */
  order?: (orderId: string) => string;
}

export interface ChatMessengerProps {
  hrefs: ChatHrefs;
  /** The open conversation (an order's id or a direct conversation's). */
  conversationKey?: string;
  /** Shown in the pane instead of a conversation (the new-conversation form). */
  pane?: ReactNode;
  /** What the layout and page header take above the messenger, by breakpoint (it fills the rest of the screen). */
  offset?: { xs: number; md: number };
}

/**
 * The messenger: conversations on the start side, the open one beside them. On a phone either the list or the
 * pane fills the space. The chat state (SPEC §4) follows the address: a conversation in it is active; none resets.
 */
export function ChatMessenger({ hrefs, conversationKey, pane, offset = { xs: 140, md: 250 } }: ChatMessengerProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const list = useChatConversations();

  useEffect(() => {
    if (conversationKey) dispatch({ type: 'open', conversationId: conversationKey });
    else dispatch({ type: 'reset' });
  }, [conversationKey]);
  useEffect(() => () => dispatch({ type: 'reset' }), []);
  useEffect(() => {
    const conversations = list.data?.pages.flatMap((p) =>
      p.conversations.map(({ id, unreadCount }) => ({ id, unreadCount })),
    );
    if (conversations) dispatch({ type: 'loaded', conversations });
  }, [list.data]);

  const unreadCounts = useMemo(
    () => new Map(state.conversations.map((c) => [c.id, c.unreadCount])),
    [state.conversations],
  );
  const paneOpen = Boolean(conversationKey || pane);

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        overflow: 'hidden',
        borderRadius: 2,
        // On a phone the list alone grows with the page; an open conversation fills the screen.
        height: { xs: paneOpen ? `calc(100dvh - ${offset.xs}px)` : 'auto', md: `calc(100dvh - ${offset.md}px)` },
        minHeight: { xs: paneOpen ? 360 : 0, md: 420 },
      }}
    >
      <Box
        component="nav"
        aria-label={t('chat.list.label')}
        sx={{
          width: { xs: '100%', md: 340 },
          flexShrink: 0,
          overflowY: 'auto',
          borderInlineEnd: { md: 1 },
          borderColor: { md: 'divider' },
          display: { xs: paneOpen ? 'none' : 'block', md: 'block' },
        }}
      >
        <ConversationList
          activeConversationId={state.activeConversationId}
          unreadCounts={unreadCounts}
          conversationHref={hrefs.conversation}
          newHref={hrefs.new}
        />
      </Box>
      <Box
        sx={{ flex: 1, minWidth: 0, display: { xs: paneOpen ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column' }}
      >
        {pane ??
          (conversationKey ? (
            <ConversationPane
              key={conversationKey}
              conversationKey={conversationKey}
              active={state.activeConversationId === conversationKey}
              onSeen={(id) => dispatch({ type: 'seen', conversationId: id })}
              listHref={hrefs.list}
              orderHref={hrefs.order}
            />
          ) : (
            <Box sx={{ m: 'auto', textAlign: 'center', p: 4, color: 'text.secondary' }}>
              <ForumOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
              <Typography variant="body2">{t('chat.pick')}</Typography>
            </Box>
          ))}
      </Box>
    </Paper>
  );
}
