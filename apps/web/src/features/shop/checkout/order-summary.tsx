import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutTotals } from '@pharmacy/shared/shop/checkout';
import { formatPrice } from '../utils/format-price';

export interface OrderSummaryProps {
  totals: CheckoutTotals;
  /** Before a delivery is chosen the shipping is an estimate. */
  shippingChosen: boolean;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant={variant}>{value}</Typography>
    </Stack>
  );
}

/** Subtotal, discount, shipping and total as the reducer computed them (never recomputed here). */
export function OrderSummary({ totals, shippingChosen }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  return (
    <Stack spacing={1.5} aria-label={t('shop.summary.title')} role="group">
      <Typography variant="h6" component="h2">
        {t('shop.summary.title')}
      </Typography>
      <Row label={t('shop.summary.subtotal')} value={money(totals.subtotal)} />
      {totals.discount > 0 && <Row label={t('shop.summary.discount')} value={`− ${money(totals.discount)}`} />}
      <Row label={t(shippingChosen ? 'shop.summary.shipping' : 'shop.summary.shippingEstimate')} value={money(totals.shipping)} />
      <Divider />
      <Row label={t('shop.summary.total')} value={money(totals.total)} strong />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('shop.summary.vatIncluded')}
      </Typography>
    </Stack>
  );
}
