import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { CalendarScreen } from '../../../features/calendar/calendar-screen';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/calendar: one's own events and the shared dates one may see (a lazy page: FullCalendar loads here). */
export function CalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.calendar.title'));
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} crumbs={dashboardCrumbs(t, { label: t('nav.calendar') })} />
      <CalendarScreen />
    </>
  );
}
