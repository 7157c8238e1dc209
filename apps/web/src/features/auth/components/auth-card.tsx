import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The line under an auth page: an optional prompt, then a link to the neighbouring page. */
export interface AuthCardFooter {
  prompt?: string;
  to: string;
  label: string;
}

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Wider for the two-column registration form. */
  maxWidth?: number;
  footer?: AuthCardFooter;
  children?: ReactNode;
}

/** The column every auth page renders; the auth layout around it is the shell's. */
export function AuthCard({ title, subtitle, icon, maxWidth = 440, footer, children }: AuthCardProps) {
  return (
    <Box component="section" sx={{ width: 1, maxWidth, mx: 'auto' }}>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        {icon && (
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({
              width: 56,
              height: 56,
              borderRadius: 2,
              color: 'primary.main',
              bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
              '& svg': { fontSize: 30 },
            })}
          >
            {icon}
          </Avatar>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" variant="body1" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </Stack>
      {children}
      {footer && (
        <Typography component="div" variant="body2" sx={{ mt: 4, textAlign: 'center', color: 'text.secondary' }}>
          {footer.prompt && `${footer.prompt} `}
          <Link component={RouterLink} to={footer.to} sx={{ fontWeight: 600 }}>
            {footer.label}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
