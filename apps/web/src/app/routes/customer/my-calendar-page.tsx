import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { CalendarScreen } from '../../../features/calendar/calendar-screen';

/** /my/calendar: the customer's own events (the same calendar as the dashboard's, with the customer's kinds). */
export function MyCalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.calendar.title'));
  const crumbs = [{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: t('nav.calendar') }];
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} crumbs={crumbs} />
      <CalendarScreen />
    </>
  );
}
