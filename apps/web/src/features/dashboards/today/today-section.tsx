import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TodaySectionProps {
  title: string;
  subtitle?: string;
  /** The full list this section is the top of. */
  more?: { to: string; label: string };
  /** Said instead of the content when there is nothing: what will appear here. */
  empty?: string | false;
  children?: ReactNode;
}

/** A card of today's dashboard with a list or figures, its empty text, and a link to the whole list. */
export function TodaySection({ title, subtitle, more, empty, children }: TodaySectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: 1 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {more && (
          <Link component={RouterLink} to={more.to} variant="body2" sx={{ flexShrink: 0 }}>
            {more.label}
          </Link>
        )}
      </Stack>
      {subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        {empty ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
            {empty}
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}

/** A plain list of rows, each under a divider (what MUI's List did, without its code on the landing page). */
export function TodayRows({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { py: 1, borderBottom: 1, borderColor: 'divider' },
        '& > li:last-of-type': { borderBottom: 0 },
      }}
    >
      {children}
    </Box>
  );
}
