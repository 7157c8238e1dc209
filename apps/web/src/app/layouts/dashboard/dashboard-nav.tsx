import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/translation';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import type { NavSectionConfig } from '../../../config/nav';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/nav/logo';
import { NavMini } from '../../../components/nav/nav-mini';
import { NavVertical, type NavBadges } from '../../../components/nav/nav-vertical';

export const DASHBOARD_DRAWER_ID = 'dashboard-mobile-navigation';

export interface DashboardNavProps {
  sections: readonly NavSectionConfig[];
  /** Unread counts beside Mail and Chat. */
  badges?: NavBadges;
  mini: boolean;
  onToggleMini: () => void;
}

/** The desktop navigation column (from `lg`): 280 wide, or 88 in the mini layout. */
export function DashboardNav({ sections, mini, onToggleMini, badges }: DashboardNavProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const width = mini ? LAYOUT.miniNavWidth : LAYOUT.dashboardNavWidth;
  return (
    <Box
      component="nav"
      aria-label={t('layout.dashboardNavigation')}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        // Sticky makes a stacking context: lift it so its edge button shows over the header.
        zIndex: (t) => t.zIndex.appBar + 1,
        height: '100dvh',
        borderRight: 1,
        borderColor: 'divider',
        borderRightStyle: 'dashed',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'flex-start',
          minHeight: LAYOUT.dashboardHeader,
          px: mini ? 0 : 3,
        }}
      >
        <Logo markOnly={mini} href={paths.dashboard.root} />
      </Box>
      <IconButton
        size="small"
        onClick={onToggleMini}
        aria-label={mini ? t('layout.expandNavigation') : t('layout.collapseNavigation')}
        sx={{
          position: 'absolute',
          top: LAYOUT.dashboardHeader / 2 - 14,
          right: -14,
          zIndex: 1,
          width: 28,
          height: 28,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {/* Icons rather than a CSS flip: the rtl style plugin would mirror a transform a second time. */}
        {(theme.direction === 'rtl' ? mini : !mini) ? <ChevronLeft fontSize="small" /> : <ChevronRight fontSize="small" />}
      </IconButton>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 3 }}>
        {mini ? <NavMini sections={sections} badges={badges} /> : <NavVertical sections={sections} badges={badges} />}
      </Box>
    </Box>
  );
}
