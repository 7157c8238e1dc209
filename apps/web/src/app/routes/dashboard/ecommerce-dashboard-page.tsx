import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { EcommerceDashboard } from '../../../features/dashboards/ecommerce/ecommerce-dashboard';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/ecommerce: the pharmacy's online shop over a period (issue 19). */
export function EcommerceDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboards.ecommerce.title'));
  return (
    <>
      <PageHeader
        title={t('dashboards.ecommerce.title')}
        subtitle={t('dashboards.ecommerce.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.ecommerce.title') })}
      />
      <EcommerceDashboard />
    </>
  );
}
