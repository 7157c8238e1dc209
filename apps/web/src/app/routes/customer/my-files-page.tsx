import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { FileManager } from '../../../features/files/file-manager';

/** /my/files: the customer's file manager (their documents, prescriptions and invoices, what was shared with them). */
export function MyFilesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.fileManager'));
  const crumbs = [{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: t('nav.fileManager') }];
  return (
    <>
      <PageHeader title={t('nav.fileManager')} crumbs={crumbs} />
      <FileManager />
    </>
  );
}
