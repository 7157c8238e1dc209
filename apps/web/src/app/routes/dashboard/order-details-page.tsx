import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { canOpenDashboardPath } from '../../../config/access';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { useOrder } from '../../../api/orders';
import { DeskOrderDetails } from '../../../features/orders/desk/desk-order-details';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatDateTime } from '../../../features/orders/shared/order-format';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';

const orders = paths.dashboard.order;

/** /dashboard/order/{id}: the whole order for its pharmacy, its courier or an admin, with the actions allowed now. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const id = useParams().id ?? '';
  const role = useAuth().user?.role;
  const order = useOrder(id);
  const shipper = role === 'shipper';
  const reference = order.data?.reference;
  usePageTitle(reference ? `${reference} · ${t('pages.order.details.title')}` : t('pages.order.details.title'));

  const listCrumb = { label: shipper ? t('orders.shipper.title') : t('nav.orders'), href: orders.list };
  const header = (
    <PageHeader
      title={reference ? <Trans i18nKey="orders.desk.details.title" values={{ reference }} components={{ ref: <bdi dir="ltr" /> }} /> : t('pages.order.details.title')}
      subtitle={
        order.data
          ? t('orders.desk.details.subtitle', {
              date: formatDateTime(order.data.createdAt, language),
              pharmacy: order.data.pharmacy.name,
              source: t(`orders.desk.source.${order.data.source}`),
            })
          : undefined
      }
      crumbs={dashboardCrumbs(t, listCrumb, { label: reference ? <bdi dir="ltr">{reference}</bdi> : <ParamCrumb name="id" ltr /> })}
    />
  );

  if (order.isPending) {
    return (
      <>
        {header}
        <Stack spacing={3} aria-busy aria-label={t('orders.desk.details.loading')}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      </>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 403);
    return (
      <>
        {header}
        <Alert
          severity={missing ? 'info' : 'error'}
          action={
            missing ? (
              <Button component={RouterLink} to={orders.list} color="inherit" size="small">
                {t('orders.desk.details.backToList')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void order.refetch()}>
                {t('orders.desk.retry')}
              </Button>
            )
          }
        >
          {missing ? t('orders.desk.details.notFound') : errorMessage(t, order.error)}
        </Alert>
      </>
    );
  }
  const editHref = role && canOpenDashboardPath(role, orders.edit(id)) ? orders.edit(id) : undefined;
  return (
    <>
      {header}
      <DeskOrderDetails order={order.data} viewer={shipper ? 'shipper' : 'staff'} editHref={editHref} />
    </>
  );
}
