import { useTranslation } from 'react-i18next';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

/** /dashboard/kanban: being built in issue 17. */
export function KanbanPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.kanban.title')}
      description={t('pages.kanban.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.kanban') })}
    />
  );
}
