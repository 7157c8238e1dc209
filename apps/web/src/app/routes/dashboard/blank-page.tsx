import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { dashboardCrumbs } from './dashboard-crumbs';

/** An empty canvas inside the dashboard frame, to start a new page from. */
export function BlankPage() {
  const { t } = useTranslation();
  const title = t('pages.blank.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} crumbs={dashboardCrumbs(t, { label: title })} />
      <Box sx={{ minHeight: 360, borderRadius: 2, border: '2px dashed', borderColor: 'divider' }} />
    </>
  );
}
