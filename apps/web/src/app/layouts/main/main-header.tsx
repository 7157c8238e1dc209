import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { Logo } from '../../../components/nav/logo';
import { ariaCurrent, matchNavPath } from '../../../components/nav/nav-match';
import { activeItemStyles, activeTextColor } from '../../../components/nav/nav-styles';
import { CartBadge } from '../../../features/shop/cart/cart-badge';
import { LazyCartSync } from '../../../features/shop/cart/lazy-cart-sync';
import { HeaderActions } from '../shared/header-actions';
import { HeaderBar } from '../shared/header-bar';
import { AccountButton } from './account-button';
import { MAIN_LINKS } from './main-links';

const DRAWER_ID = 'main-mobile-navigation';

/** Public header: logo, site links (a drawer on phones), language, settings, the cart, sign in. */
export function MainHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
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

      <Drawer
        id={DRAWER_ID}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: LAYOUT.navWidth, px: 2, py: 3 } } }}
      >
        <Box sx={{ px: 1, mb: 2 }}>
          <Logo />
        </Box>
        <nav aria-label={t('layout.siteNavigation')}>
          <List>
            {MAIN_LINKS.map((link) => {
              const state = current(link.href);
              return (
                <ListItem key={link.href} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={link.href}
                    aria-current={state}
                    onClick={() => setOpen(false)}
                    sx={[{ borderRadius: 1 }, !!state && activeItemStyles]}
                  >
                    <ListItemText primary={t(link.labelKey)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </nav>
      </Drawer>
    </HeaderBar>
  );
}
