import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Notification } from '@pharmacy/shared/schemas/notification';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../../../api/notifications';
import type { useNotifications } from '../../../api/notifications';
import { NotificationItem } from './notification-item';

export interface NotificationsPanelProps {
  id: string;
  /** The bell's query (one observer: opening the panel does not fetch again). */
  list: ReturnType<typeof useNotifications>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's list of the newest notifications, with "mark all as read" (a chunk fetched when the bell is opened). */
export function NotificationsPanel({ id, list, anchor, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const titleId = useId();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.pages[0]?.unread ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const openItem = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    onClose();
  };

  return (
    <Popover
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t('notifications.title')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
          </Typography>
        </Box>
        <Button size="small" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {list.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} aria-label={t('notifications.loading')} />
          </Box>
        )}
        {list.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('notifications.loadError')}
          </Alert>
        )}
        {list.isSuccess && items.length === 0 && (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {t('notifications.empty')}
          </Typography>
        )}
        {items.length > 0 && (
          <List disablePadding aria-labelledby={titleId}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                language={language}
                onOpen={openItem}
              />
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button size="small" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('notifications.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </Popover>
  );
}
