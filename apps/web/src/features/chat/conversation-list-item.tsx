import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { ChatConversation } from '@pharmacy/shared/schemas/chat';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import {
  conversationTitle,
  formatChatTime,
  otherParticipants,
  participantNames,
  untitledParticipants,
} from './chat-format';

export interface ConversationListItemProps {
  conversation: ChatConversation;
  selfId: string | undefined;
  selected: boolean;
  href: string;
}

function usePreview(conversation: ChatConversation, selfId: string | undefined): string {
  const { t } = useTranslation();
  const last = conversation.messages.at(-1);
  if (!last) return t('chat.list.noMessage');
  const text =
    last.body ||
    (last.contentType === 'image'
      ? t('chat.list.photo')
      : last.contentType === 'file'
        ? (last.attachments[0]?.name ?? t('chat.list.file'))
        : '');
  return last.senderId && last.senderId === selfId ? t('chat.list.you', { text }) : text;
}

export function ConversationListItem({ conversation, selfId, selected, href }: ConversationListItemProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const others = otherParticipants(conversation, selfId);
  const first = others[0];
  const { order, unreadCount } = conversation;
  const title = conversationTitle(t, conversation, selfId);
  const unread = unreadCount > 0;
  const preview = usePreview(conversation, selfId);
  const untitled = participantNames(untitledParticipants(conversation, selfId));
  return (
    <ListItemButton
      component={RouterLink}
      to={href}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      data-testid="chat-conversation"
      sx={{ alignItems: 'flex-start', gap: 0.5, py: 1.25, borderRadius: 1.5, width: '100%' }}
    >
      <ListItemAvatar sx={{ minWidth: 52, mt: 0.25 }}>
        <PersonAvatar url={first?.avatarUrl ?? null} name={first?.name ?? '?'} size={40} />
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="subtitle2" component="p" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 600 }}>
            {title}
          </Typography>
          {conversation.lastActivity && (
            // Unread stands out by weight: the brand green on a selected row's green tint fails contrast (2.8:1).
            <Typography
              variant="caption"
              sx={{ color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 700 : 400, flexShrink: 0 }}
            >
              <time dateTime={conversation.lastActivity}>{formatChatTime(conversation.lastActivity, language)}</time>
            </Typography>
          )}
        </Stack>
        {order && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.25 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
              <bdi dir="ltr">{order.reference}</bdi>
              {untitled && ` · ${untitled}`}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`orders.status.${order.status}`)}
              sx={{ height: 20, fontSize: 11 }}
            />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            noWrap
            dir="auto"
            sx={{
              flex: 1,
              textAlign: 'start',
              color: unread ? 'text.primary' : 'text.secondary',
              fontWeight: unread ? 600 : 400,
            }}
          >
            {preview}
          </Typography>
          {unread && (
            <>
              <Badge
                badgeContent={unreadCount}
                max={99}
                color="primary"
                aria-hidden
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
              <Box component="span" sx={visuallyHidden}>
                {t('chat.list.unread', { number: unreadCount })}
              </Box>
            </>
          )}
        </Stack>
      </Box>
    </ListItemButton>
  );
}
