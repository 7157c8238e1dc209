import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../../lib/translation';
import type { NavItemConfig, NavSectionConfig } from '../../config/nav';
import { ariaCurrent, matchNavPath } from './nav-match';
import { navIcon } from './nav-icons';
import { activeItemStyles } from './nav-styles';
import { UnreadBadge } from './unread-badge';

/** Counts shown beside entries, by entry id (`mail`, `chat`). */
export type NavBadges = Readonly<Partial<Record<string, number>>>;

export interface NavVerticalProps {
  sections: readonly NavSectionConfig[];
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  badges?: NavBadges;
}

const itemSx = { borderRadius: 1, minHeight: 44, px: 1.5, mb: 0.5, color: 'text.secondary' };

/** The wide navigation: sections with subheaders, groups that expand in place. */
export function NavVertical({ sections, onNavigate, badges }: NavVerticalProps) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => (
        <List
          key={section.id}
          aria-labelledby={`nav-section-${section.id}`}
          subheader={
            <ListSubheader
              id={`nav-section-${section.id}`}
              disableSticky
              sx={{ bgcolor: 'transparent', typography: 'overline', lineHeight: 3, color: 'text.secondary' }}
            >
              {t(section.subheaderKey)}
            </ListSubheader>
          }
          sx={{ px: 2 }}
        >
          {section.items.map((item) =>
            item.children?.length ? (
              <NavGroup key={item.id} item={item} onNavigate={onNavigate} />
            ) : (
              <NavLeaf key={item.id} item={item} onNavigate={onNavigate} badge={badges?.[item.id]} withIcon />
            ),
          )}
        </List>
      ))}
    </>
  );
}

interface NavEntryProps {
  item: NavItemConfig;
  onNavigate?: () => void;
  withIcon?: boolean;
  badge?: number;
}

function NavLeaf({ item, onNavigate, withIcon, badge }: NavEntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const match = matchNavPath(item.path, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        aria-current={ariaCurrent(match)}
        onClick={onNavigate}
        sx={[itemSx, !withIcon && { pl: 7, minHeight: 36 }, !!match && activeItemStyles]}
      >
        {withIcon && <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{navIcon(item.id)}</ListItemIcon>}
        <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 'inherit' } } }} />
        <UnreadBadge count={badge} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ item, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const within = !!matchNavPath(item.path, pathname);
  const [open, setOpen] = useState(within);
  const listId = `nav-group-${item.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={[itemSx, within && { color: 'text.primary', fontWeight: 600 }]}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{navIcon(item.id)}</ListItemIcon>
        <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 'inherit' } } }} />
        <ExpandMore
          fontSize="small"
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ListItemButton>
      <Collapse in={open}>
        <List id={listId} disablePadding>
          {item.children?.map((child) => (
            <NavLeaf key={child.id} item={child} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
