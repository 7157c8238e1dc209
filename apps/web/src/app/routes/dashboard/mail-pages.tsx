import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { UpcomingPage } from './upcoming-page';

export function MailPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.mail.inbox.title')}
      description={t('pages.mail.inbox.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.mail') })}
    />
  );
}

export function MailAllPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.mail.all.title')}
      description={t('pages.mail.all.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.mail'), href: paths.dashboard.mail.root }, { label: t('pages.mail.all.title') })}
    />
  );
}
