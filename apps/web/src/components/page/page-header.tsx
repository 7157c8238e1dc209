import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';

export interface Crumb {
  label: ReactNode;
  /** The current page has none. */
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  crumbs?: readonly Crumb[];
  /** One line under the title. */
  subtitle?: ReactNode;
  /** A button or two on the end side. */
  action?: ReactNode;
}

/** The page's only h1, its breadcrumbs and its main actions. */
export function PageHeader({ title, crumbs, subtitle, action }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: { xs: 3, md: 5 }, alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ mb: crumbs?.length || subtitle ? 1 : 0, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: crumbs?.length ? 1 : 0 }}>
            {subtitle}
          </Typography>
        )}
        {crumbs && crumbs.length > 0 && (
          <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ typography: 'body2' }}>
            {crumbs.map((crumb, index) =>
              crumb.href && index < crumbs.length - 1 ? (
                <Link key={index} component={RouterLink} to={crumb.href} underline="hover" color="text.primary">
                  {crumb.label}
                </Link>
              ) : (
                <Typography
                  key={index}
                  variant="body2"
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  sx={{ color: 'text.secondary' }}
                >
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
  );
}
