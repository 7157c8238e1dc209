import { useTranslation } from 'react-i18next';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

/** /dashboard/calendar: being built in issue 17. */
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
