import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

type Overview = 'app' | 'ecommerce' | 'analytics' | 'banking' | 'booking';

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

/** /dashboard/app, where staff land: greets the person, then the honest notice. */
export function AppOverviewPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <UpcomingPage
      title={t('pages.overview.app.title')}
      subtitle={user?.first_name ? t('pages.overview.app.welcome', { name: user.first_name }) : undefined}
      description={t('pages.overview.app.description')}
      crumbs={dashboardCrumbs(t, { label: t('pages.overview.app.title') })}
    />
  );
}

export const EcommerceOverviewPage = () => <OverviewPage kind="ecommerce" />;
export const AnalyticsOverviewPage = () => <OverviewPage kind="analytics" />;
export const BankingOverviewPage = () => <OverviewPage kind="banking" />;
export const BookingOverviewPage = () => <OverviewPage kind="booking" />;
