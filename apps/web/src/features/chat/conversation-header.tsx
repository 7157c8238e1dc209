import { Link as RouterLink } from 'react-router';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../lib/translation';
import type { ChatConversation } from '@pharmacy/shared/schemas/chat';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { conversationTitle, otherParticipants, participantNames, untitledParticipants } from './chat-format';

export interface ConversationHeaderProps {
  conversation: ChatConversation;
  selfId: string | undefined;
  /** Back to the list (shown on a phone, where the list is hidden). */
  listHref: string;
  /** Where an order's conversation links to its order, when the reader has such a page. */
  orderHref?: (orderId: string) => string;
}

export function ConversationHeader({ conversation, selfId, listHref, orderHref }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const others = otherParticipants(conversation, selfId);
  const { order } = conversation;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton component={RouterLink} to={listHref} aria-label={t('chat.back')} sx={{ display: { md: 'none' } }}>
        <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      </IconButton>
      <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 36, height: 36, fontSize: 14 } }}>
        {others.map((p) => (
          <PersonAvatar key={p.id} url={p.avatarUrl} name={p.name} size={36} />
        ))}
      </AvatarGroup>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" component="h2" noWrap title={participantNames(others)}>
          {conversationTitle(t, conversation, selfId)}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {order
            ? participantNames(untitledParticipants(conversation, selfId)) || t('auth.roleNames.customer')
            : others.map((p) => p.pharmacyName ?? t(`auth.roleNames.${p.role}`)).join(', ')}
        </Typography>
      </Box>
      {order && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {orderHref ? (
            <Link
              component={RouterLink}
              to={orderHref(order.id)}
              variant="body2"
              sx={{ display: { xs: 'none', sm: 'inline' } }}
            >
              <bdi dir="ltr">{order.reference}</bdi>
            </Link>
          ) : (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              <bdi dir="ltr">{order.reference}</bdi>
            </Typography>
          )}
          <Chip size="small" variant="outlined" label={t(`orders.status.${order.status}`)} />
        </Stack>
      )}
    </Stack>
  );
}
