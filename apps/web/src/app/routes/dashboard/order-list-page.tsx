import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { canOpenDashboardPath } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { DeskOrderList } from '../../../features/orders/desk/desk-order-list';
import { ShipperAvailabilitySwitch } from '../../../features/orders/courier/shipper-availability-switch';
import { ShipperDeliveries } from '../../../features/orders/courier/shipper-deliveries';
import { dashboardCrumbs } from './dashboard-crumbs';

const orders = paths.dashboard.order;

/**
 * /dashboard/order and /dashboard/order/list. The pharmacy (and an admin) get the order desk; a courier gets
 * "My deliveries" with the availability switch (the server only ever answers them their own deliveries).
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const shipper = role === 'shipper';
  const title = shipper ? t('orders.shipper.title') : t('pages.order.list.title');
  usePageTitle(title);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={shipper ? t('orders.shipper.subtitle') : t('orders.desk.list.subtitle')}
        crumbs={dashboardCrumbs(t, { label: shipper ? t('orders.shipper.title') : t('nav.orders') })}
        action={
          role && canOpenDashboardPath(role, orders.new) ? (
            <Button component={RouterLink} to={orders.new} variant="contained" startIcon={<AddIcon />}>
              {t('orders.desk.list.newOrder')}
            </Button>
          ) : undefined
        }
      />
      {shipper ? (
        <Stack spacing={4}>
          <ShipperAvailabilitySwitch />
          <ShipperDeliveries detailsHref={orders.details} />
        </Stack>
      ) : (
        <DeskOrderList detailsHref={orders.details} showPharmacy={role === 'admin'} />
      )}
    </>
  );
}
