import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';

export interface HeaderBarProps {
  /** Toolbar height on phones and from `md` (or `lg` for the dashboard). */
  height: { mobile: number; desktop: number };
  desktopFrom?: 'md' | 'lg';
  children: ReactNode;
}

/** The sticky, translucent top bar of every layout (a `header` landmark). */
export function HeaderBar({ height, desktopFrom = 'md', children }: HeaderBarProps) {
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        top: 0,
        bgcolor: theme.alpha(theme.palette.background.default, 0.86),
        backdropFilter: 'blur(8px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
      })}
    >
      <Toolbar
        sx={{
          gap: { xs: 1, sm: 1.5 },
          minHeight: { xs: height.mobile, [desktopFrom]: height.desktop },
          px: { xs: 2, sm: 3, [desktopFrom]: 5 },
        }}
      >
        {children}
      </Toolbar>
    </AppBar>
  );
}
