import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { ChatParticipant } from '@pharmacy/shared/schemas/chat';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatMessageTime, type MessageGroup } from './chat-format';
import { MessageAttachment } from './message-attachment';
import { MessageBody } from './message-body';

export interface MessageGroupViewProps {
  group: MessageGroup;
  own: boolean;
  sender: ChatParticipant | undefined;
  /** Several other people: each group says who wrote it. */
  showName: boolean;
}

/** One sender's messages in a row: theirs on the start side with their avatar, one's own on the end side. */
export function MessageGroupView({ group, own, sender, showName }: MessageGroupViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const first = group.messages[0]!;
  const name = sender?.name ?? t('chat.formerUser');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: own ? 'flex-end' : 'flex-start', alignItems: 'flex-end' }}>
      {!own && <PersonAvatar url={sender?.avatarUrl ?? null} name={name} size={32} />}
      <Stack
        spacing={0.5}
        sx={{ maxWidth: { xs: '85%', md: '70%' }, alignItems: own ? 'flex-end' : 'flex-start', minWidth: 0 }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
          {!own && showName && (
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary', marginInlineEnd: 1 }}>
              {name}
            </Box>
          )}
          <time dateTime={first.createdAt}>{formatMessageTime(first.createdAt, language)}</time>
        </Typography>
        {group.messages.map((message) => (
          <Box
            key={message.id}
            data-testid="chat-message"
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: own ? 'primary.main' : 'action.hover',
              color: own ? 'primary.contrastText' : 'text.primary',
              display: 'flex',
              flexDirection: 'column',
              gap: 0.75,
              minWidth: 0,
              maxWidth: '100%',
            }}
          >
            {message.attachments.map((attachment) => (
              <MessageAttachment key={attachment.id} attachment={attachment} />
            ))}
            {message.body && <MessageBody body={message.body} />}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
