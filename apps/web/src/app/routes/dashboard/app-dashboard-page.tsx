import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { TodayDashboard } from '../../../features/dashboards/today/today-dashboard';
import { useAuth } from '../../../lib/auth/use-auth';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/app, where staff, couriers and admins land: a greeting, then today's work (issue 19). */
export function AppDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('dashboards.app.title'));
  const name = user?.first_name || user?.displayName;
  return (
    <>
      <PageHeader
        title={name ? t('dashboards.app.greeting', { name }) : t('dashboards.app.title')}
        subtitle={t('dashboards.app.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.app.title') })}
      />
      <TodayDashboard />
    </>
  );
}
