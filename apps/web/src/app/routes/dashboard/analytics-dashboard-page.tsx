import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { AnalyticsDashboard } from '../../../features/dashboards/analytics/analytics-dashboard';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/analytics: how the pharmacy's orders went over a period (issue 19). */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboards.analytics.title'));
  return (
    <>
      <PageHeader
        title={t('dashboards.analytics.title')}
        subtitle={t('dashboards.analytics.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.analytics.title') })}
      />
      <AnalyticsDashboard />
    </>
  );
}
