import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { OrderSummary } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { LinkCardList } from '../../../components/list/link-card-list';
import { formatDateTime, formatEuros } from '../shared/order-format';
import { OrderStatusChip } from '../shared/order-status-chip';

export interface DeskOrderCardsProps {
  orders: readonly OrderSummary[];
  detailsHref: (id: string) => string;
  showPharmacy?: boolean;
}

/** The order list on a phone: one card per order instead of a table that would scroll sideways. */
export function DeskOrderCards({ orders, detailsHref, showPharmacy = false }: DeskOrderCardsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <LinkCardList
      items={orders}
      label={t('orders.desk.list.tableLabel')}
      keyOf={(order) => order.id}
      hrefOf={(order) => detailsHref(order.id)}
      title={(order) => <bdi dir="ltr">{order.reference}</bdi>}
      status={(order) => <OrderStatusChip status={order.status} />}
    >
      {(order) => (
        <>
          <Typography variant="body2">
            {order.customer?.displayName ?? t('orders.desk.counterOrder')}
            {showPharmacy && ` · ${order.pharmacy.name}`}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`orders.desk.deliveryType.${order.deliveryType}`)}
              {order.city && ` · ${order.city}`}
            </Typography>
            {order.hasPrescriptionItems && <Chip size="small" variant="outlined" color="warning" label={t('orders.desk.lines.prescriptionOnly')} />}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {order.totalCents === null ? t('orders.desk.notPriced') : <bdi dir="ltr">{formatEuros(order.totalCents, language)}</bdi>}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' · '}
                {t('orders.desk.list.lineCount', { count: order.lineCount })}
              </Typography>
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
            </Typography>
          </Stack>
        </>
      )}
    </LinkCardList>
  );
}
