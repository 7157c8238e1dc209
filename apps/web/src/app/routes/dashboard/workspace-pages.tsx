import { useTranslation } from 'react-i18next';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

/** The three single-page apps of the dashboard; each becomes its own feature later. */
export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.calendar.title')}
      description={t('pages.calendar.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.calendar') })}
    />
  );
}

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
