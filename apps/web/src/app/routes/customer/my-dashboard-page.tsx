import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useAuth } from '../../../lib/auth/use-auth';
import { MyOrderDetails } from '../../../features/orders/customer/my-order-details';
import { useOrderList } from '../../../api/orders';
import { MY_ORDERS_FILTERS, MyOrdersList } from '../../../features/orders/customer/my-orders-list';
import { MyInvoices, MyOrderInvoiceButton } from '../../../features/invoices/my-invoices';
import { InvoiceReaderDialog } from '../../../features/invoices/invoice-reader-dialog';
import { CustomerToday } from '../../../features/dashboards/today/customer-today';
import { myInvoiceHref, myOrderHref, OPEN_INVOICE_PARAM, OPEN_ORDER_PARAM, orderAgainHref } from './my-order-links';

/**
 * The patient's home: their orders, newest first, and the one opened (`?order=<id>`, so it can be linked and Back
 * closes it). Side by side on a wide screen; on a phone the open order replaces the list. Below the orders, their
 * invoices; one opens read-only in a dialog (`?invoice=<id>`): the dashboard's invoice pages are the pharmacy's.
 */
export function MyDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('pages.my.dashboard.title'));
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_ORDER_PARAM);
  const invoiceId = params.get(OPEN_INVOICE_PARAM);
  const name = user?.first_name || user?.displayName;
  // The same cache entry as the list: the hint beside it only makes sense once there are orders to choose from.
  const hasOrders = (useOrderList(MY_ORDERS_FILTERS).data?.pages[0]?.items.length ?? 0) > 0;

  const openParam = (param: string) => (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(param, id);
      else next.delete(param);
      return next;
    });
  const open = openParam(OPEN_ORDER_PARAM);
  const openInvoice = openParam(OPEN_INVOICE_PARAM);

  const newOrder = (
    <Button component={RouterLink} to={paths.my.order} variant="contained" startIcon={<AddCircleOutline />}>
      {t('layout.customer.newOrder')}
    </Button>
  );
  const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };

  return (
    <>
      <PageHeader
        title={name ? t('pages.my.dashboard.greeting', { name }) : t('pages.my.dashboard.title')}
        subtitle={t('orders.my.subtitle')}
        action={newOrder}
      />
      <CustomerToday hrefOf={myOrderHref} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: openId ? 'none' : 'block', md: 'block' } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('orders.my.title')}
          </Typography>
          <MyOrdersList selectedId={openId} onSelect={(id) => open(id)} emptyAction={newOrder} />
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
            {t('invoices.my.title')}
          </Typography>
          <MyInvoices onOpen={openInvoice} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {openId ? (
            <>
              <Button
                onClick={() => open(null)}
                startIcon={<ArrowBackIcon sx={flip} />}
                sx={{ mb: 1.5, display: { md: 'none' } }}
              >
                {t('orders.my.back')}
              </Button>
              <MyOrderDetails
                key={openId}
                orderId={openId}
                renderOrderAgain={(order) => (
                  <>
                    <Button
                      component={RouterLink}
                      to={orderAgainHref(order.id)}
                      variant="outlined"
                      startIcon={<ReplayIcon />}
                    >
                      {t('orders.my.again')}
                    </Button>
                    <Button
                      component={RouterLink}
                      to={paths.my.chat.conversation(order.id)}
                      variant="outlined"
                      startIcon={<ChatOutlinedIcon />}
                    >
                      {t('chat.orderLink')}
                    </Button>
                    <MyOrderInvoiceButton orderId={order.id} onOpen={openInvoice} />
                  </>
                )}
              />
            </>
          ) : (
            hasOrders && (
              <Box
                sx={{
                  display: { xs: 'none', md: 'block' },
                  p: 4,
                  textAlign: 'center',
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orders.my.pick')}
                </Typography>
              </Box>
            )
          )}
        </Grid>
      </Grid>
      {invoiceId && <InvoiceReaderDialog key={invoiceId} invoiceId={invoiceId} onClose={() => openInvoice(null)} invoiceHref={myInvoiceHref} />}
    </>
  );
}
