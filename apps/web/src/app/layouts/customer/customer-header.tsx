import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { paths } from '../../../config/paths';
import { AccountMenu } from '../../../components/nav/account-menu';
import { Logo } from '../../../components/nav/logo';
import { ariaCurrent, matchNavPath } from '../../../components/nav/nav-match';
import { activeItemStyles } from '../../../components/nav/nav-styles';
import { HeaderActions } from '../shared/header-actions';
import { HeaderBar } from '../shared/header-bar';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { CartBadge } from '../../../features/shop/cart/cart-badge';
import { LazyCartSync } from '../../../features/shop/cart/lazy-cart-sync';
import { CUSTOMER_LINKS } from './customer-links';
import { UnreadBadge } from '../../../components/nav/unread-badge';
import { useUnreadCounts } from '../../../api/unread-counts';

/**
 * Patients' header: their three places and their settings. On phones the links move to a second row so
 * they stay one tap away.
 */
export function CustomerHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadCounts(true);
  const links = (
    <>
      {CUSTOMER_LINKS.map((link) => {
        const match = matchNavPath(link.href, pathname);
        return (
          <Button
            key={link.href}
            component={RouterLink}
            to={link.href}
            aria-current={ariaCurrent(match)}
            color="inherit"
            sx={[{ flexShrink: 0, color: 'text.secondary', px: 1.5, gap: 0.75 }, !!match && activeItemStyles]}
          >
            {t(link.labelKey)}
            {link.unread && <UnreadBadge count={unread[link.unread]} />}
          </Button>
        );
      })}
    </>
  );

  return (
    <>
      <HeaderBar height={{ mobile: LAYOUT.mobileHeader, desktop: LAYOUT.mainDesktopHeader }}>
        <Logo href={paths.my.dashboard} />
        <Box
          component="nav"
          aria-label={t('layout.customer.navigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 3 }}
        >
          {links}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <HeaderActions />
        <CartBadge />
        <LazyCartSync />
        <NotificationsBell />
        <AccountMenu
          links={[
            { label: t('layout.customer.account'), href: paths.my.account },
            { label: t('layout.menu.home'), href: paths.root },
          ]}
        />
      </HeaderBar>
      <Box
        component="nav"
        aria-label={t('layout.customer.navigation')}
        sx={{
          display: { xs: 'flex', md: 'none' },
          gap: 1,
          px: 2,
          py: 1,
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {links}
      </Box>
    </>
  );
}
