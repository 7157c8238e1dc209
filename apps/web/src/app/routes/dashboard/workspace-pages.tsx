import { useTranslation } from 'react-i18next';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

/** The file manager: its own feature later (issue 18). */
export function FileManagerPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.fileManager.title')}
      description={t('pages.fileManager.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.fileManager') })}
    />
  );
}
