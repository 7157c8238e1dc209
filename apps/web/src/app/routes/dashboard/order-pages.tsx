import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

const orders = paths.dashboard.order;

/** Also mounted at /dashboard/order: the list is the section's home. */
export function OrderListPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.order.list.title')}
      description={t('pages.order.list.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.orders') })}
    />
  );
}

export function OrderNewPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.order.new.title')}
      description={t('pages.order.new.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.orders'), href: orders.list }, { label: t('nav.create') })}
    />
  );
}

export function OrderDetailsPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.order.details.title')}
      description={t('pages.order.details.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.orders'), href: orders.list }, { label: <ParamCrumb name="id" ltr /> })}
    />
  );
}

export function OrderEditPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <UpcomingPage
      title={t('pages.order.edit.title')}
      description={t('pages.order.edit.description')}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.orders'), href: orders.list },
        { label: <ParamCrumb name="id" ltr />, href: orders.details(id) },
        { label: t('common.edit') },
      )}
    />
  );
}
