import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { FileDashboard } from '../../../features/dashboards/file-dashboard';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/file: the figures of one's storage (issue 19). */
export function FileDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboards.file.title'));
  return (
    <>
      <PageHeader
        title={t('dashboards.file.title')}
        subtitle={t('dashboards.file.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.file.title') })}
      />
      <FileDashboard />
    </>
  );
}
