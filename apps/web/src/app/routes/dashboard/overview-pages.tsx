import { useTranslation } from 'react-i18next';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

type Overview = 'booking';

function OverviewPage({ kind }: { kind: Overview }) {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t(`pages.overview.${kind}.title`)}
      description={t(`pages.overview.${kind}.description`)}
      crumbs={dashboardCrumbs(t, { label: t(`pages.overview.${kind}.title`) })}
    />
  );
}

export const BookingOverviewPage = () => <OverviewPage kind="booking" />;
