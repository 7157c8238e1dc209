import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface OrderSectionCardProps {
  title: string;
  /** Beside the heading, e.g. a count or a link. */
  action?: ReactNode;
  children: ReactNode;
}

/** A card with an h2 heading that also names the region for screen readers. */
export function OrderSectionCard({ title, action, children }: OrderSectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** One fact: its label, then its value (a description list, read as pairs). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr',
        columnGap: 2,
        py: 0.75,
        // Side by side only where the card is wide enough; a narrow side column stacks label over value.
        '@container (min-width: 400px)': { gridTemplateColumns: 'minmax(120px, 35%) 1fr' },
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, containerType: 'inline-size' }}>
      {children}
    </Box>
  );
}
