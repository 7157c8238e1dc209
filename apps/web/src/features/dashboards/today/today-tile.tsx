import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';

/*
 * Today's page is where staff land, in the shell's JavaScript budget (e2e/support/js-budget.ts): it is drawn with what
 * the shell already loads (Paper, Box, Typography, Link) rather than Card, Grid, Chip or List, which came to 8 KiB.
 */

export interface TodayTileProps {
  label: string;
  value: number;
  /** The number as it should read when it is not a count (an amount in euros); `value` still decides the tone. */
  display?: string;
  /** A line under the number: since when the oldest waits, what the number counts. */
  hint?: ReactNode;
  /** Where the number's list is (the order desk on that tab, the chat…): the whole tile is then the link. */
  to?: string;
  /** The number's colour when it asks for attention (a failure, an alert); the default otherwise. */
  tone?: TypographyProps['color'];
}

/** Tiles side by side: two on a phone, four (or `columns`) on a wide screen. */
export function TileGrid({ children, columns = 4, label }: { children: ReactNode; columns?: number; label?: string }) {
  return (
    <Box
      component={label ? 'section' : 'div'}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** One figure of today's work: a label, the number in the reader's digits, a hint, and a link to act on it. */
export function TodayTile({ label, value, display, hint, to, tone }: TodayTileProps) {
  const language = useCurrentLanguage();
  const link = to ? { component: RouterLink, to } : {};
  return (
    <Paper
      variant="outlined"
      {...link}
      sx={{
        p: 2,
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        ...(to && {
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }),
      }}
    >
      {/* h2: the tiles follow the page title directly (h1 → h3 was a skipped level, axe heading-order). */}
      <Typography variant="body2" component="h2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        color={value > 0 ? tone : undefined}
        sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {display ?? new Intl.NumberFormat(formatTag(language)).format(value)}
      </Typography>
      {hint && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
