import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from '../../../lib/translation';
import type { Language } from '@pharmacy/shared/languages';
import type { Notification } from '@pharmacy/shared/schemas/notification';
import { visuallyHidden } from '../../../components/page/visually-hidden';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { timeAgo } from '../../../lib/time-ago';

export interface NotificationItemProps {
  notification: Notification;
  language: Language;
  /** Called when the person opens it (marks it read, closes the list). */
  onOpen: (notification: Notification) => void;
}

/** Codes stay left-to-right inside right-to-left text. */
const components = { ref: <bdi dir="ltr" /> };

/** One notification: its title in the reader's language, what the pharmacy said, how long ago; opens its link. */
export function NotificationItem({ notification, language, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const { kind, params, link, createdAt, readAt } = notification;
  const key = `notifications.kinds.${kind}`;
  const unread = readAt === null;
  const details = [
    typeof params.pharmacy === 'string' ? params.pharmacy : null,
    params.reason !== undefined && params.reason !== '' ? t('notifications.reason', { reason: String(params.reason) }) : null,
    // What the admin wrote about one's account (account.* kinds).
    typeof params.message === 'string' && params.message !== '' ? t('notifications.message', { message: params.message }) : null,
  ].filter((line): line is string => line !== null);
  // A role arrives as its code; the title names it in the reader's language.
  const values = typeof params.role === 'string' ? { ...params, role: t(`auth.roleNames.${params.role}`) } : params;
  const fullDate = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));

  const content = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%' }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
      />
      <Box sx={{ minWidth: 0 }}>
        {unread && <Box component="span" sx={visuallyHidden}>{t('notifications.unread')} </Box>}
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: unread ? 600 : 400 }}>
          {i18n.exists(key) ? (
            <Trans i18nKey={key} values={values} components={components} />
          ) : (
            t('notifications.unknown')
          )}
        </Typography>
        {details.map((line) => (
          <Typography key={line} variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="caption" component="time" dateTime={createdAt} title={fullDate} sx={{ color: 'text.secondary' }}>
          {timeAgo(createdAt, language)}
        </Typography>
      </Box>
    </Box>
  );

  return (
    <ListItem disablePadding divider>
      {link ? (
        <ListItemButton component={RouterLink} to={link} onClick={() => onOpen(notification)}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton onClick={() => onOpen(notification)}>{content}</ListItemButton>
      )}
    </ListItem>
  );
}
