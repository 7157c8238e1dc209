import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslation } from '../../lib/translation';
import type { NavItemConfig, NavSectionConfig } from '../../config/nav';
import { ariaCurrent, matchNavPath } from './nav-match';
import { navIcon } from './nav-icons';
import { activeItemStyles } from './nav-styles';
import { LazyTooltip } from '../hint/lazy-tooltip';
import { UnreadBadge } from './unread-badge';
import type { NavBadges } from './nav-vertical';

export interface NavMiniProps {
  sections: readonly NavSectionConfig[];
  badges?: NavBadges;
}

/**
 * The narrow navigation (SPEC "layout: mini"): one icon and a short caption per item. A group links to its
 * overview page, whose own navigation leads further.
 */
export function NavMini({ sections, badges }: NavMiniProps) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section, index) => (
        <Box
          key={section.id}
          component="ul"
          aria-label={t(section.subheaderKey)}
          sx={{
            listStyle: 'none',
            m: 0,
            px: 0.5,
            py: 1,
            borderTop: index > 0 ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          {section.items.map((item) => (
            <MiniItem key={item.id} item={item} badge={badges?.[item.id]} />
          ))}
        </Box>
      ))}
    </>
  );
}

function MiniItem({ item, badge }: { item: NavItemConfig; badge?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const match = matchNavPath(item.path, pathname);
  const title = t(item.titleKey);
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <LazyTooltip title={title} placement="right">
        <ListItemButton
          component={RouterLink}
          to={item.path}
          aria-current={ariaCurrent(match)}
          sx={[
            {
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 0.5,
              minHeight: 56,
              px: 0.5,
              py: 1,
              borderRadius: 1,
              color: 'text.secondary',
              textAlign: 'center',
            },
            !!match && activeItemStyles,
          ]}
        >
          <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 22 } }}>
            {navIcon(item.id)}
          </Box>
          <Box
            component="span"
            sx={{
              display: 'block',
              fontSize: 10,
              lineHeight: 1.3,
              fontWeight: 'inherit',
              width: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </Box>
          {/* After the title, so the link reads "Chat 2 unread"; drawn on the icon's top corner. */}
          <Box component="span" sx={{ position: 'absolute', top: 4, insetInlineStart: 'calc(50% + 4px)' }}>
            <UnreadBadge count={badge} compact />
          </Box>
        </ListItemButton>
      </LazyTooltip>
    </Box>
  );
}
