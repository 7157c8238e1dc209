import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { FileManager } from '../../../features/files/file-manager';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/files-manager: staff's own files, their pharmacy's shared folder, and what others shared with them. */
export function FileManagerPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.fileManager'));
  return (
    <>
      <PageHeader title={t('nav.fileManager')} crumbs={dashboardCrumbs(t, { label: t('nav.fileManager') })} />
      <FileManager />
    </>
  );
}
