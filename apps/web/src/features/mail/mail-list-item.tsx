import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from '../../lib/translation';
import type { MailLabel, MailSummary } from '@pharmacy/shared/schemas/mail';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { MailFlagButtons } from './mail-flag-buttons';
import { formatMailTime, listCounterpart, personName } from './mail-format';
import { noticeDetails, NoticeTitle } from './notice-text';
import { SenderAvatar } from './sender-avatar';

export interface MailListItemProps {
  mail: MailSummary;
  selected: boolean;
  /** The person's custom labels, to show this mail's as coloured dots. */
  labels: readonly MailLabel[];
  onOpen: (mail: MailSummary) => void;
}

/** One row: who, subject, the start of the text, when; bold while unread; star and important at hand. */
export function MailListItem({ mail, selected, labels, onOpen }: MailListItemProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const unread = mail.isUnread;
  const mine = labels.filter((l) => mail.labelIds.includes(l.id));
  const preview = mail.notice ? noticeDetails(t, mail.notice).join(' · ') : mail.preview;
  const person = mail.folder === 'sent' || mail.folder === 'drafts' ? mail.to[0] : mail.from;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="mail-item"
      sx={{ bgcolor: unread ? 'background.paper' : 'action.hover' }}
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(mail)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, paddingInlineEnd: 1 }}
      >
        <Box sx={{ pt: 0.5 }}>
          <SenderAvatar person={person} name={person ? personName(t, person) : '?'} size={36} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              {t('mail.list.unread')}{' '}
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
              {mail.folder === 'drafts' && (
                <Box component="span" sx={{ color: 'error.main', marginInlineEnd: 0.5 }}>
                  {t('mail.list.draft')}
                </Box>
              )}
              <bdi>{listCounterpart(t, mail)}</bdi>
            </Typography>
            {mail.hasAttachments && (
              <AttachFileIcon titleAccess={t('mail.list.attachments')} sx={{ fontSize: 16, color: 'text.secondary' }} />
            )}
            <Typography
              variant="caption"
              component="time"
              dateTime={mail.createdAt}
              sx={{ flexShrink: 0, color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 700 : 400 }}
            >
              {formatMailTime(mail.createdAt, language)}
            </Typography>
          </Stack>
          {/* Subject and preview run in their own text's direction, so a long one is cut at its end, not its start. */}
          <Typography
            variant="body2"
            component="span"
            dir="auto"
            noWrap
            sx={{ display: 'block', textAlign: 'start', fontWeight: unread ? 700 : 400 }}
          >
            {mail.notice ? <NoticeTitle notice={mail.notice} /> : <bdi>{mail.subject || t('mail.noSubject')}</bdi>}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', paddingInlineEnd: 9 }}>
            {mine.map((label) => (
              <Box
                key={label.id}
                component="span"
                title={label.name}
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: label.color ?? 'text.disabled',
                }}
              />
            ))}
            <Typography
              variant="body2"
              component="span"
              dir="auto"
              noWrap
              sx={{ color: 'text.secondary', flex: 1, textAlign: 'start' }}
            >
              <bdi>{preview}</bdi>
            </Typography>
          </Stack>
        </Box>
      </ListItemButton>
      <Stack sx={{ position: 'absolute', insetInlineEnd: 4, bottom: 2 }} direction="row">
        <MailFlagButtons mail={mail} />
      </Stack>
    </ListItem>
  );
}
