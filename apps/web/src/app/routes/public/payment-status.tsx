import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Language } from '@pharmacy/shared/languages';
import { getCart } from '../../../api/cart';
import { useCheckoutStatus } from '../../../api/shop-checkout';
import { adoptServerCart } from '../../../features/shop/cart/cart-store';
import { paths } from '../../../config/paths';
import { formatEuros } from '../../../features/invoices/invoice-format';

/**
 * Where the customer lands back from the payment provider: the checkout's status as the server knows it, asked again
 * until the provider's webhook has settled it. Paid → the order's reference; failed → nothing was charged.
 */
export function PaymentStatus({ checkoutId, customerId }: { checkoutId: string; customerId: string }) {
  const { t, i18n } = useTranslation();
  const status = useCheckoutStatus(checkoutId);
  const language = i18n.language as Language;
  const settled = status.data?.status;
  // Paid: the server emptied the saved cart when it made the order; the page's copy follows, so nothing re-saves it.
  useEffect(() => {
    if (settled === 'paid') void getCart().then((cart) => adoptServerCart(customerId, cart), () => {});
  }, [settled, customerId]);

  if (status.isPending) return <CircularProgress aria-label={t('pages.payment.checking')} />;
  if (status.isError || !status.data) {
    return (
      <Alert severity="error" role="alert">
        {t('pages.payment.notFound')}
      </Alert>
    );
  }
  const { data } = status;
  const total = formatEuros(data.totalCents, language);
  const toOrders = (
    <Button component={RouterLink} to={paths.my.dashboard} variant="contained">
      {t('pages.payment.toOrders')}
    </Button>
  );
  switch (data.status) {
    case 'open':
      return (
        <Stack spacing={2} direction="row" sx={{ alignItems: 'center' }} role="status" aria-live="polite">
          <CircularProgress size={28} />
          <Typography>{t('pages.payment.waiting', { total })}</Typography>
        </Stack>
      );
    case 'paid':
    case 'at_pharmacy':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" role="status">
            <AlertTitle>{t(data.status === 'paid' ? 'pages.payment.paidTitle' : 'pages.payment.atPharmacyTitle', { total })}</AlertTitle>
            {data.order ? t('pages.payment.orderMade', { reference: data.order.reference }) : t('pages.payment.orderSoon')}
          </Alert>
          {toOrders}
        </Stack>
      );
    default:
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('pages.payment.failedTitle')}</AlertTitle>
            {t('pages.payment.failed')}
          </Alert>
          <Button component={RouterLink} to={paths.shop.checkout} variant="contained">
            {t('pages.payment.backToCheckout')}
          </Button>
        </Stack>
      );
  }
}
