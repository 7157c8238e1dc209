import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { BankingDashboard } from '../../../features/dashboards/banking/banking-dashboard';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/banking: the pharmacy's invoices, money in and the quarter's VAT (issue 19). */
export function BankingDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboards.banking.title'));
  return (
    <>
      <PageHeader
        title={t('dashboards.banking.title')}
        subtitle={t('dashboards.banking.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.banking.title') })}
      />
      <BankingDashboard />
    </>
  );
}
