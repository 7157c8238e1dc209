import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from '../../lib/translation';
import type { ChatConversationList } from '@pharmacy/shared/schemas/chat';
import { useChatConversations } from '../../api/chat';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { useAuth } from '../../lib/auth/use-auth';
import { ConversationListItem } from './conversation-list-item';

export interface ConversationListProps {
  activeConversationId: string | null;
  /** Unread counts as the chat state holds them (0 at once once marked seen). */
  unreadCounts: ReadonlyMap<string, number>;
  conversationHref: (id: string) => string;
  newHref: string;
}

function ListSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="90%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

const isEmpty = (data: { pages: ChatConversationList[] }) => data.pages.every((p) => p.conversations.length === 0);

/** One's conversations, newest activity first, with their last message and unread count. */
export function ConversationList({
  activeConversationId,
  unreadCounts,
  conversationHref,
  newHref,
}: ConversationListProps) {
  const { t } = useTranslation();
  const selfId = useAuth().user?.uid;
  const query = useChatConversations();
  return (
    <QueryBoundary
      query={query}
      loading={<ListSkeleton />}
      loadingLabel={t('chat.list.loading')}
      errorTitle={t('chat.errorTitle')}
      sx={{ p: 2 }}
      isEmpty={isEmpty}
      empty={
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', p: 4 }}>
          <ChatBubbleOutlineIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="subtitle1" component="p">
            {t('chat.list.empty')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('chat.list.emptyHint')}
          </Typography>
          <Button component={RouterLink} to={newHref} variant="outlined">
            {t('chat.new.action')}
          </Button>
        </Stack>
      }
    >
      {(data) => (
        <>
          <List aria-label={t('chat.list.label')} sx={{ px: 1 }}>
            {data.pages.flatMap((page) =>
              page.conversations.map((conversation) => (
                <ListItem key={conversation.id} disablePadding>
                  <ConversationListItem
                    conversation={{
                      ...conversation,
                      unreadCount: unreadCounts.get(conversation.id) ?? conversation.unreadCount,
                    }}
                    selfId={selfId}
                    selected={conversation.id === activeConversationId}
                    href={conversationHref(conversation.id)}
                  />
                </ListItem>
              )),
            )}
          </List>
          {query.hasNextPage && (
            <Box sx={{ textAlign: 'center', pb: 2 }}>
              <Button size="small" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('chat.list.more')}
              </Button>
            </Box>
          )}
        </>
      )}
    </QueryBoundary>
  );
}
