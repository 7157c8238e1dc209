import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from '../../lib/translation';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { AccountMenuLink } from './account-menu';

export interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  user: UserProfile;
  links: readonly AccountMenuLink[];
  onClose: () => void;
  onSignOut: () => void;
}

/** The account menu's content (a chunk fetched with the first opening, with MUI's Menu). */
export function AccountMenuList({ id, anchor, user, links, onClose, onSignOut }: AccountMenuListProps) {
  const { t } = useTranslation();
  // Popovers do not mirror themselves: open towards the inside of the page in both directions.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
      transformOrigin={{ vertical: 'top', horizontal: edge }}
      slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
    >
      <Box component="li" role="presentation" sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle2" noWrap>
          {user.displayName || user.email}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">{user.email}</bdi>
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`layout.roles.${user.role}`)}
        </Typography>
      </Box>
      <Divider component="li" />
      {links.map((link) => (
        <MenuItem key={link.href} component={RouterLink} to={link.href} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <Divider component="li" />
      <MenuItem onClick={onSignOut} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('layout.signOut')}
      </MenuItem>
    </Menu>
  );
}
