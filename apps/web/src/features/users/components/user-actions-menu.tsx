import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import RestartAltOutlinedIcon from '@mui/icons-material/RestartAltOutlined';
import { useTranslation } from '../../../lib/translation';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { availableActions, type UserActionKind } from '../utils/available-actions';

const ICONS: Record<UserActionKind, React.ReactNode> = {
  approve: <HowToRegOutlinedIcon fontSize="small" />,
  refuse: <PersonOffOutlinedIcon fontSize="small" />,
  suspend: <BlockOutlinedIcon fontSize="small" />,
  reactivate: <RestartAltOutlinedIcon fontSize="small" />,
  role: <BadgeOutlinedIcon fontSize="small" />,
  anonymise: <DeleteForeverOutlinedIcon fontSize="small" />,
};

export interface UserActionsMenuProps {
  person: Person;
  onAction: (kind: UserActionKind, person: Person) => void;
}

/** The ⋮ menu of one person: edit, view profile, then the decisions the account lifecycle allows. */
export function UserActionsMenu({ person, onAction }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const { user } = useAuth();
  const actions = availableActions(person, user);
  return (
    <>
      <IconButton
        aria-label={t('people.users.actions.menu', { name: person.displayName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
        // Enter and Space open the menu; they must not also act on the grid's cell.
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        // The menu is portalled, but React events still bubble to the grid cell: keep its keys to itself.
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <MenuItem component={RouterLink} to={paths.dashboard.user.edit(person.slug)} onClick={close}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('people.users.actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={`${paths.dashboard.user.profile}?name=${encodeURIComponent(person.slug)}`}
          onClick={close}
        >
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('people.users.actions.viewProfile')}</ListItemText>
        </MenuItem>
        {actions.length > 0 && <Divider />}
        {actions.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              close();
              onAction(kind, person);
            }}
            sx={kind === 'anonymise' || kind === 'refuse' || kind === 'suspend' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{ICONS[kind]}</ListItemIcon>
            <ListItemText>{t(`people.users.actions.${kind}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
