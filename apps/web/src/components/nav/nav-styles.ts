import type { Theme } from '@mui/material/styles';

/** Active items: a tint of the primary colour with a text shade that keeps AA contrast in both modes. */
export function activeTextColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}

export function activeItemStyles(theme: Theme) {
  return {
    color: activeTextColor(theme),
    fontWeight: 600,
    bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
    '&:hover': { bgcolor: theme.alpha(theme.palette.primary.main, 0.2) },
  };
}

export const focusVisibleStyles = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;
