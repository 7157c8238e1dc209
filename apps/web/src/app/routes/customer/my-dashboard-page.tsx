import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { UpcomingFeature } from '../../../components/page/upcoming-feature';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useAuth } from '../../../features/auth/hooks/use-auth';

/** The patient's home: a greeting, the way to a new order; the order list comes with the orders feature. */
export function MyDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('pages.my.dashboard.title'));
  const name = user?.first_name || user?.displayName;
  return (
    <>
      <PageHeader
        title={name ? t('pages.my.dashboard.greeting', { name }) : t('pages.my.dashboard.title')}
        subtitle={t('pages.my.dashboard.subtitle')}
        action={
          <Button component={RouterLink} to={paths.my.order} variant="contained" startIcon={<AddCircleOutline />}>
            {t('layout.customer.newOrder')}
          </Button>
        }
      />
      <UpcomingFeature description={t('pages.my.dashboard.description')}>
        <Button component={RouterLink} to={paths.my.account} variant="outlined" color="inherit">
          {t('pages.my.dashboard.manageAccount')}
        </Button>
      </UpcomingFeature>
    </>
  );
}
