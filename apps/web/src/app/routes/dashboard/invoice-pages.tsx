import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

const invoices = paths.dashboard.invoice;

/** Also mounted at /dashboard/invoice: the list is the section's home. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.invoice.list.title')}
      description={t('pages.invoice.list.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.invoices') })}
    />
  );
}

export function InvoiceNewPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.invoice.new.title')}
      description={t('pages.invoice.new.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.invoices'), href: invoices.list }, { label: t('nav.create') })}
    />
  );
}

export function InvoiceDetailsPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.invoice.details.title')}
      description={t('pages.invoice.details.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.invoices'), href: invoices.list }, { label: <ParamCrumb name="id" ltr /> })}
    />
  );
}

export function InvoiceEditPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <UpcomingPage
      title={t('pages.invoice.edit.title')}
      description={t('pages.invoice.edit.description')}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.invoices'), href: invoices.list },
        { label: <ParamCrumb name="id" ltr />, href: invoices.details(id) },
        { label: t('common.edit') },
      )}
    />
  );
}
