import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { dashboardCrumbs } from './dashboard-crumbs';

/** Where the dashboard sends a role that may not open a page (and where the server's "no" leads). */
export function PermissionDeniedPage() {
  const { t } = useTranslation();
  const title = t('pages.permissionDenied.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} crumbs={dashboardCrumbs(t, { label: title })} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'error.main',
            bgcolor: theme.alpha(theme.palette.error.main, 0.1),
          })}
        >
          <LockOutlined fontSize="large" />
        </Box>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('pages.permissionDenied.heading')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: 520, mx: 'auto' }}>
          {t('pages.permissionDenied.description')}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.root} variant="contained">
          {t('pages.permissionDenied.back')}
        </Button>
      </Paper>
    </>
  );
}
