import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import { isChatMissing, joinConversationPages, useChatConversation } from '../../api/chat';
import { NotFoundAlert } from '../../components/feedback/not-found-alert';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { useAuth } from '../../lib/auth/use-auth';
import { ChatComposer } from './chat-composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { useMarkSeen } from './use-mark-seen';

export interface ConversationPaneProps {
  conversationKey: string;
  /** The conversation is the active one (SPEC §4): it is marked seen while open. */
  active: boolean;
  onSeen: (conversationId: string) => void;
  listHref: string;
  orderHref?: (orderId: string) => string;
}

function PaneSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={36} height={36} />
        <Skeleton variant="text" width="40%" />
      </Stack>
      {[60, 40, 70, 50].map((width, i) => (
        <Box key={i} sx={{ display: 'flex', justifyContent: i % 2 ? 'flex-end' : 'flex-start' }}>
          <Skeleton variant="rounded" width={`${width}%`} height={44} />
        </Box>
      ))}
    </Stack>
  );
}

/** One conversation: who is in it, its messages (older ones on demand) and the message box. */
export function ConversationPane({ conversationKey, active, onSeen, listHref, orderHref }: ConversationPaneProps) {
  const { t } = useTranslation();
  const selfId = useAuth().user?.uid;
  const query = useChatConversation(conversationKey);
  const conversation = query.data ? joinConversationPages(query.data) : undefined;
  useMarkSeen(conversation, active, onSeen);

  return (
    <QueryBoundary
      query={query}
      loadingLabel={t('chat.loadingConversation')}
      loading={<PaneSkeleton />}
      errorTitle={t('chat.errorTitle')}
      sx={{ p: 2 }}
      renderError={(error) =>
        isChatMissing(error) ? (
          <Box sx={{ p: 2 }}>
            <NotFoundAlert message={t('chat.notFound')} backHref={listHref} backLabel={t('chat.back')} />
          </Box>
        ) : undefined
      }
    >
      {() =>
        conversation && (
          <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
            <ConversationHeader conversation={conversation} selfId={selfId} listHref={listHref} orderHref={orderHref} />
            <MessageList
              conversation={conversation}
              selfId={selfId}
              hasOlder={query.hasNextPage}
              loadingOlder={query.isFetchingNextPage}
              onLoadOlder={() => void query.fetchNextPage()}
            />
            <ChatComposer key={conversation.id} conversationId={conversation.id} />
          </Box>
        )
      }
    </QueryBoundary>
  );
}
