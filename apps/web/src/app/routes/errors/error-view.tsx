import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page/use-page-title';
import { primaryTextTone } from '../../../theme/palette';

export interface ErrorViewProps {
  /** HTTP-like status shown large (403, 404, 500). */
  code: number;
  title: string;
  description: string;
  actions?: ReactNode;
}

/** The centred message of the error pages. */
export function ErrorView({ code, title, description, actions }: ErrorViewProps) {
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          fontSize: { xs: 96, sm: 128 },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          // Decorative, but still text: it keeps the readable shade of the primary colour.
          color: primaryTextTone(theme.palette),
        })}
      >
        <bdi dir="ltr">{code}</bdi>
      </Box>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
