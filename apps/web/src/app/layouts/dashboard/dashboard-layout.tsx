import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { navForRole } from '../../../config/nav';
import { useDrawerWanted } from '../../../components/nav/use-drawer-wanted';
import { SkipLink } from '../../../components/page/skip-link';
import { useSettings } from '../../../components/settings/settings-provider';
import { useAuth } from '../../../lib/auth/use-auth';
import { useUnreadCounts } from '../../../api/unread-counts';
import { MainContent } from '../shared/main-content';
import { DashboardHeader } from './dashboard-header';
import { DashboardNav } from './dashboard-nav';

/** The phone and tablet navigation, fetched only where it is used (useDrawerWanted). */
const DashboardNavDrawer = lazy(() =>
  import('./dashboard-nav-drawer').then((module) => ({ default: module.DashboardNavDrawer })),
);
export interface DashboardLayoutProps {
  children?: ReactNode;
}

/**
 * Staff workspace: navigation by role on the start side (the right in rtl, through the flex row and the
 * rtl style plugin), header, and content that is `lg` wide unless the stretch setting is on.
 */
export function DashboardLayout({ children }: DashboardLayoutProps) {
  const { settings, toggleLayout } = useSettings();
  const { user } = useAuth();
  const role = user?.role;
  const sections = useMemo(() => (role ? navForRole(role) : []), [role]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const mini = settings.themeLayout === 'mini';
  const badges = useUnreadCounts(!!role);
  const drawerWanted = useDrawerWanted('lg', drawerOpen);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <DashboardNav sections={sections} badges={badges} mini={mini} onToggleMini={toggleLayout} />
      {drawerWanted && (
        <Suspense fallback={null}>
          <DashboardNavDrawer sections={sections} badges={badges} open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DashboardHeader navOpen={drawerOpen} onOpenNav={() => setDrawerOpen(true)} />
        <MainContent sx={{ py: { xs: 3, md: 5 } }}>
          <Container maxWidth={settings.themeStretch ? false : 'lg'} sx={{ flexGrow: 1 }}>
            {children ?? <Outlet />}
          </Container>
        </MainContent>
      </Box>
    </Box>
  );
}
