import { lazy, Suspense, useCallback, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { Logo } from '../../../components/nav/logo';
import { ariaCurrent, matchNavPath } from '../../../components/nav/nav-match';
import { activeTextColor } from '../../../components/nav/nav-styles';
import { useDrawerWanted } from '../../../components/nav/use-drawer-wanted';
import { CartBadge } from '../../../features/shop/cart/cart-badge';
import { LazyCartSync } from '../../../features/shop/cart/lazy-cart-sync';
import { HeaderActions } from '../shared/header-actions';
import { HeaderBar } from '../shared/header-bar';
import { AccountButton } from './account-button';
import { MAIN_LINKS } from './main-links';

const DRAWER_ID = 'main-mobile-navigation';
/** The phone navigation, fetched only where it is used (useDrawerWanted). */
const MainNavDrawer = lazy(() => import('./main-nav-drawer').then((module) => ({ default: module.MainNavDrawer })));

/** Public header: logo, site links (a drawer on phones), language, settings, the cart, sign in. */
export function MainHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const closeDrawer = useCallback(() => setOpen(false), []);
  const drawerWanted = useDrawerWanted('md', open);
  // The home link must not light up on every page.
  const current = (href: string) => ariaCurrent(href === '/' ? (pathname === '/' ? 'exact' : false) : matchNavPath(href, pathname));

  return (
    <HeaderBar height={{ mobile: LAYOUT.mobileHeader, desktop: LAYOUT.mainDesktopHeader }}>
      <IconButton
        aria-label={t('layout.openNavigation')}
        aria-controls={DRAWER_ID}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' }, ml: -1 }}
      >
        <MenuIcon />
      </IconButton>
      <Logo />
      <Box
        component="nav"
        aria-label={t('layout.siteNavigation')}
        sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1, justifyContent: 'center', gap: 4 }}
      >
        {MAIN_LINKS.map((link) => {
          const state = current(link.href);
          return (
            <Link
              key={link.href}
              component={RouterLink}
              to={link.href}
              aria-current={state}
              underline="hover"
              sx={(theme) => ({ typography: 'subtitle2', color: state ? activeTextColor(theme) : 'text.primary' })}
            >
              {t(link.labelKey)}
            </Link>
          );
        })}
      </Box>
      <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
      <HeaderActions />
      <CartBadge />
      <LazyCartSync />
      <AccountButton />

      {drawerWanted && (
        <Suspense fallback={null}>
          <MainNavDrawer id={DRAWER_ID} open={open} onClose={closeDrawer} current={current} />
        </Suspense>
      )}
    </HeaderBar>
  );
}
