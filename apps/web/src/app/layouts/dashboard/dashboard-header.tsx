import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { paths } from '../../../config/paths';
import { AccountMenu } from '../../../components/nav/account-menu';
import { HeaderActions } from '../shared/header-actions';
import { HeaderBar } from '../shared/header-bar';
import { FaqLink } from '../shared/faq-link';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { DASHBOARD_DRAWER_ID } from './dashboard-nav';

export interface DashboardHeaderProps {
  navOpen: boolean;
  onOpenNav: () => void;
}

/** 92 high on desktop, 64 on phones (SPEC §9); the menu button only where the navigation is a drawer. */
export function DashboardHeader({ navOpen, onOpenNav }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <HeaderBar height={{ mobile: LAYOUT.mobileHeader, desktop: LAYOUT.dashboardHeader }} desktopFrom="lg">
      <IconButton
        aria-label={t('layout.openNavigation')}
        aria-controls={DASHBOARD_DRAWER_ID}
        aria-expanded={navOpen}
        onClick={onOpenNav}
        sx={{ display: { lg: 'none' }, ml: -1 }}
      >
        <MenuIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1 }} />
      <FaqLink variant="header" />
      <HeaderActions />
      <NotificationsBell />
      <AccountMenu
        links={[
          { label: t('layout.menu.account'), href: paths.dashboard.user.account },
          { label: t('layout.menu.profile'), href: paths.dashboard.user.profile },
          { label: t('layout.menu.home'), href: paths.root },
        ]}
      />
    </HeaderBar>
  );
}
