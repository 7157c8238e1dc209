import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { notifyToast } from '../notifications/toast';
import { useAuth } from '../../lib/auth/use-auth';

export interface AccountMenuLink {
  label: string;
  href: string;
}

export interface AccountMenuProps {
  links: readonly AccountMenuLink[];
}

function initials(first: string, last: string, email: string): string {
  const value = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (value || email.charAt(0)).toUpperCase();
}

/** The signed-in person's avatar button: who is signed in, their pages, and sign-out. */
export function AccountMenu({ links }: AccountMenuProps) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  // Popovers do not mirror themselves: open towards the inside of the page in both directions.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;

  const close = () => setAnchor(null);
  const handleSignOut = async () => {
    close();
    try {
      await signOut();
      navigate(paths.auth.login, { replace: true });
    } catch {
      // Still signed in on the server: say so rather than pretend.
      notifyToast('error', t('layout.signOutFailed'));
    }
  };

  return (
    <>
      <IconButton
        aria-label={t('layout.accountMenu', { name: user.displayName || user.email })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
          {initials(user.first_name, user.last_name, user.email)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
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
          <MenuItem key={link.href} component={RouterLink} to={link.href} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <Divider component="li" />
        <MenuItem onClick={() => void handleSignOut()} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
