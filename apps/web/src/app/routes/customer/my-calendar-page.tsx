import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { UpcomingFeature } from '../../../components/page/upcoming-feature';
import { usePageTitle } from '../../../components/page/use-page-title';

/** /my/calendar: the customer's own events (being built in issue 17). */
export function MyCalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.calendar.title'));
  const crumbs = [{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: t('nav.calendar') }];
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} crumbs={crumbs} />
      <UpcomingFeature description={t('pages.calendar.description')} />
    </>
  );
}
