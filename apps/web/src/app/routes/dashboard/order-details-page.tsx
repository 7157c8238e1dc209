import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { canOpenDashboardPath } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { useOrder } from '../../../api/orders';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { DeskOrderDetails } from '../../../features/orders/desk/desk-order-details';
import { OrderInvoices } from '../../../features/invoices/order-invoices';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatDateTime } from '../../../features/orders/shared/order-format';
import { isOrderMissing, OrderNotFound } from '../../../features/orders/shared/order-not-found';
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

  const chatHref = paths.dashboard.chat.conversation(id);
  const chatAction =
    role && id && canOpenDashboardPath(role, chatHref) ? (
      <Button component={RouterLink} to={chatHref} variant="outlined" startIcon={<ChatOutlinedIcon />}>
        {t('chat.orderLink')}
      </Button>
    ) : undefined;
  const listCrumb = { label: shipper ? t('orders.shipper.title') : t('nav.orders'), href: orders.list };
  const header = (
    <PageHeader
      title={
        reference ? (
          <Trans i18nKey="orders.desk.details.title" values={{ reference }} components={{ ref: <bdi dir="ltr" /> }} />
        ) : (
          t('pages.order.details.title')
        )
      }
      subtitle={
        order.data
          ? t('orders.desk.details.subtitle', {
              date: formatDateTime(order.data.createdAt, language),
              pharmacy: order.data.pharmacy.name,
              source: t(`orders.desk.source.${order.data.source}`),
            })
          : undefined
      }
      action={chatAction}
      crumbs={dashboardCrumbs(t, listCrumb, {
        label: reference ? <bdi dir="ltr">{reference}</bdi> : <ParamCrumb name="id" ltr />,
      })}
    />
  );

  const editHref = role && canOpenDashboardPath(role, orders.edit(id)) ? orders.edit(id) : undefined;
  return (
    <>
      {header}
      <QueryBoundary
        query={order}
        loadingLabel={t('orders.desk.details.loading')}
        loading={
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={260} />
          </Stack>
        }
        renderError={(error) => (isOrderMissing(error) ? <OrderNotFound backHref={orders.list} /> : undefined)}
      >
        {(found) => (
          <Stack spacing={3}>
            <DeskOrderDetails order={found} viewer={shipper ? 'shipper' : 'staff'} editHref={editHref} />
            {/* An order is invoiced when handed over; couriers have no invoices. */}
            {!shipper && (found.status === 'collected' || found.status === 'delivered') && (
              <OrderInvoices orderId={found.id} hrefOf={paths.dashboard.invoice.details} />
            )}
          </Stack>
        )}
      </QueryBoundary>
    </>
  );
}
