import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import type { NavSectionConfig } from '../../../config/nav';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/nav/logo';
import { NavVertical, type NavBadges } from '../../../components/nav/nav-vertical';
import { DASHBOARD_DRAWER_ID } from './dashboard-nav';

export interface DashboardNavDrawerProps {
  sections: readonly NavSectionConfig[];
  /** Unread counts beside Mail and Chat. */
  badges?: NavBadges;
  open: boolean;
  /** Keep it stable (useCallback): a new function would close the drawer on every render. */
  onClose: () => void;
}

/** Phones and tablets: the same navigation in a temporary drawer. */
export function DashboardNavDrawer({ sections, open, onClose, badges }: DashboardNavDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Any navigation (including the logo) closes the drawer.
  useEffect(() => {
    onClose();
  }, [pathname, onClose]);

  return (
    <Drawer
      id={DASHBOARD_DRAWER_ID}
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      slotProps={{ paper: { sx: { width: LAYOUT.dashboardNavWidth } } }}
    >
      <Box sx={{ px: 3, py: 2.5 }}>
        <Logo href={paths.dashboard.root} />
      </Box>
      <Box component="nav" aria-label={t('layout.dashboardNavigation')} sx={{ pb: 3 }}>
        <NavVertical sections={sections} onNavigate={onClose} badges={badges} />
      </Box>
    </Drawer>
  );
}
