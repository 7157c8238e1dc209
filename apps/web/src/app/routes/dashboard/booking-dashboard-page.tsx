import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { BookingDashboard } from '../../../features/dashboards/booking/booking-dashboard';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/booking: the pharmacy's handovers, slots, duties and couriers over a period (issue 19). */
export function BookingDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboards.booking.title'));
  return (
    <>
      <PageHeader
        title={t('dashboards.booking.title')}
        subtitle={t('dashboards.booking.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('dashboards.booking.title') })}
      />
      <BookingDashboard />
    </>
  );
}
