import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../lib/translation';
import { paths } from '../../config/paths';
import { notifyToast } from '../notifications/toast';
import { useAuth } from '../../lib/auth/use-auth';

const loadList = () => import('./account-menu-list');
const AccountMenuList = lazy(() => loadList().then((m) => ({ default: m.AccountMenuList })));

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu stays mounted from the first opening on, so it can play its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
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
        onPointerEnter={() => void loadList()}
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
          {initials(user.first_name, user.last_name, user.email)}
        </Avatar>
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            user={user}
            links={links}
            onClose={close}
            onSignOut={() => void handleSignOut()}
          />
        </Suspense>
      )}
    </>
  );
}
