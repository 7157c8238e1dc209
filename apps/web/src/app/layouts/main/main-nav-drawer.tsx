import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { Logo } from '../../../components/nav/logo';
import type { ariaCurrent } from '../../../components/nav/nav-match';
import { activeItemStyles } from '../../../components/nav/nav-styles';
import { MAIN_LINKS } from './main-links';

export interface MainNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The aria-current value of a link (the header's rule: the home link lights up on the home page only). */
  current: (href: string) => ReturnType<typeof ariaCurrent>;
}

/** Phones: the site links in a temporary drawer. */
export function MainNavDrawer({ id, open, onClose, current }: MainNavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: LAYOUT.navWidth, px: 2, py: 3 } } }}>
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
                  onClick={onClose}
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
  );
}
