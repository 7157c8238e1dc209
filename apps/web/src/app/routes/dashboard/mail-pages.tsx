import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { MailClient } from '../../../features/mail/mail-client';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/mail: the mailbox, on the inbox unless the address names another label. */
export function MailPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.mail.inbox.title'));
  return (
    <>
      <PageHeader title={t('pages.mail.inbox.title')} crumbs={dashboardCrumbs(t, { label: t('nav.mail') })} />
      <MailClient defaultLabel="inbox" />
    </>
  );
}

/** /dashboard/mail/all: the same mailbox on every mail (SPEC's /mail/all). */
export function MailAllPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.mail.all.title'));
  return (
    <>
      <PageHeader
        title={t('pages.mail.all.title')}
        crumbs={dashboardCrumbs(
          t,
          { label: t('nav.mail'), href: paths.dashboard.mail.root },
          { label: t('pages.mail.all.title') },
        )}
      />
      <MailClient defaultLabel="all" />
    </>
  );
}
