import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslation } from '../../lib/translation';
import { APP_NAME } from '../../config/site';
import { paths } from '../../config/paths';

export interface LogoProps {
  /** Only the mark, for the mini navigation. */
  markOnly?: boolean;
  href?: string;
}

/** The product mark (a pharmacy cross) and name, linking home. */
export function Logo({ markOnly = false, href = paths.root }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={href}
      aria-label={t('layout.logoHome', { name: APP_NAME })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <Box component="svg" viewBox="0 0 40 40" aria-hidden sx={{ width: 36, height: 36, color: 'primary.main' }}>
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="#fff" />
      </Box>
      {!markOnly && (
        <Box component="span" aria-hidden sx={{ typography: 'h6', fontWeight: 800, letterSpacing: '-0.02em', display: { xs: 'none', sm: 'inline' } }}>
          {APP_NAME}
        </Box>
      )}
    </Box>
  );
}
