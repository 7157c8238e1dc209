import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatDateTime, formatEuros } from '../shared/order-format';
import type { OrderCardProps } from './desk-people-cards';
import { OrderSectionCard, Fact, Facts } from '../shared/order-section-card';

/** How the order reaches the customer, who carries it, and the proof of delivery once it is handed over. */
export function DeskDeliveryCard({ order }: OrderCardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const delivered = order.deliveryType === 'neighbour';
  const { street, postal_code: postalCode, city } = order.address;
  const mapsQuery = encodeURIComponent(`${street}, ${postalCode} ${city}, Belgium`);
  return (
    <OrderSectionCard title={t('orders.desk.details.delivery')}>
      <Facts>
        <Fact label={t('orders.desk.details.deliveryType')}>{t(`orders.desk.deliveryType.${order.deliveryType}`)}</Fact>
        {delivered && (
          <Fact label={t('orders.desk.details.address')}>
            {street || postalCode || city ? (
              <>
                {street}
                {'\n'}
                <bdi dir="ltr">{postalCode}</bdi> {city}
                {'\n'}
                <Link href={`https://www.openstreetmap.org/search?query=${mapsQuery}`} target="_blank" rel="noopener noreferrer" variant="caption">
                  {t('orders.desk.details.openMap')}
                </Link>
              </>
            ) : (
              '—'
            )}
          </Fact>
        )}
        <Fact label={t('orders.desk.details.mandated')}>{order.mandated || t('orders.desk.details.nobody')}</Fact>
        {delivered && <Fact label={t('orders.desk.details.shipper')}>{order.shipper?.displayName ?? t('orders.desk.details.notAssigned')}</Fact>}
        {delivered && order.deliveryFeeCents > 0 && (
          <Fact label={t('orders.desk.details.deliveryFee')}>
            <bdi dir="ltr">{formatEuros(order.deliveryFeeCents, language)}</bdi>
          </Fact>
        )}
      </Facts>
      {order.proofOfDelivery && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <AlertTitle>{t('orders.desk.details.proof')}</AlertTitle>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 0.5 } }}>
            <Typography component="dt" variant="body2">
              {t('orders.desk.details.receivedBy')}
            </Typography>
            <Typography component="dd" variant="body2">
              {order.proofOfDelivery.receiverName}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('orders.desk.details.handedOverAt')}
            </Typography>
            <Typography component="dd" variant="body2">
              <time dateTime={order.proofOfDelivery.at}>{formatDateTime(order.proofOfDelivery.at, language)}</time>
            </Typography>
            <Typography component="dt" variant="body2">
              {t('orders.desk.details.handedOverBy')}
            </Typography>
            <Typography component="dd" variant="body2">
              {order.proofOfDelivery.by.displayName || '—'}
            </Typography>
          </Box>
        </Alert>
      )}
    </OrderSectionCard>
  );
}
