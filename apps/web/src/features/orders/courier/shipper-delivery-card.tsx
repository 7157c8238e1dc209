import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from '../../../lib/translation';
import type { OrderSummary } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatDateTime, formatEuros } from '../shared/order-format';
import { OrderStatusChip } from '../shared/order-status-chip';

export interface ShipperDeliveryCardProps {
  order: OrderSummary;
  href: string;
}

/** One delivery as a courier needs it on the road: where, for whom, what to collect, and the state. */
export function ShipperDeliveryCard({ order, href }: ShipperDeliveryCardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={href} sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              <bdi dir="ltr">{order.reference}</bdi>
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {order.city || t('orders.shipper.noCity')}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {order.customer?.displayName ?? t('orders.desk.counterOrder')} · {order.pharmacy.name}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {order.totalCents === null ? (
                t('orders.desk.notPriced')
              ) : (
                <>
                  {/* The list has no delivery fee: the amount to collect is on the order's page. */}
                  {t('orders.shipper.itemsTotal')} <bdi dir="ltr">{formatEuros(order.totalCents, language)}</bdi>
                </>
              )}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <time dateTime={order.updatedAt}>{formatDateTime(order.updatedAt, language)}</time>
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
