import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../lib/translation';
import { LazyTooltip } from '../../../components/hint/lazy-tooltip';
import { useNotifications } from '../../../api/notifications';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

/**
 * Header bell: the unread count as a badge, and a list of the newest notifications with "mark all as read". The
 * list refreshes itself when a live `notification.created` event arrives (LiveEventsProvider).
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel stays mounted from the first opening on, so it can play its closing transition.
  const [panelWanted, setPanelWanted] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const list = useNotifications();
  const open = anchor !== null;
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <>
      <LazyTooltip title={t('notifications.title')}>
        <IconButton
          id={buttonId}
          aria-label={unread > 0 ? t('notifications.openWithUnread', { count: unread }) : t('notifications.open')}
          aria-haspopup="dialog"
          aria-controls={open ? panelId : undefined}
          aria-expanded={open}
          onPointerEnter={() => void loadPanel()}
          onClick={(event: MouseEvent<HTMLElement>) => {
            setPanelWanted(true);
            setAnchor(event.currentTarget);
          }}
        >
          <Badge badgeContent={unread} max={99} color="error">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
      {panelWanted && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} list={list} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
