import { useId, useState, type MouseEvent } from 'react';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@pharmacy/shared/schemas/notification';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useNotifications, useMarkAllNotificationsRead, useMarkNotificationRead } from '../../../api/notifications';
import { NotificationItem } from './notification-item';

/**
 * Header bell: the unread count as a badge, and a list of the newest notifications with "mark all as read". The
 * list refreshes itself when a live `notification.created` event arrives (LiveEventsProvider).
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const panelId = useId();
  const titleId = useId();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const open = anchor !== null;
  const unread = list.data?.pages[0]?.unread ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const openItem = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          id={buttonId}
          aria-label={unread > 0 ? t('notifications.openWithUnread', { count: unread }) : t('notifications.open')}
          aria-haspopup="dialog"
          aria-controls={open ? panelId : undefined}
          aria-expanded={open}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} max={99} color="error">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
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
            <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t('notifications.empty')}</Typography>
          )}
          {items.length > 0 && (
            <List disablePadding aria-labelledby={titleId}>
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} language={language} onOpen={openItem} />
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
    </>
  );
}
