import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { MailClient } from '../../../features/mail/mail-client';

/** /my/mail: the customer's mailbox (their orders' notices, the platform's messages, mail from their pharmacies). */
export function MyMailPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.mail.inbox.title'));
  const crumbs = [{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: t('nav.mail') }];
  return (
    <>
      <PageHeader title={t('pages.mail.inbox.title')} crumbs={crumbs} />
      <MailClient defaultLabel="inbox" />
    </>
  );
}
