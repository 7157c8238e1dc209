import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { OrderCardProps } from './desk-people-cards';
import { OrderSectionCard, Fact, Facts } from '../shared/order-section-card';

/** What the customer wrote: the request, the comment and the extra wishes (for the pharmacy, for the platform). */
export function DeskRequestsCard({ order }: OrderCardProps) {
  const { t } = useTranslation();
  const texts = [
    { label: t('orders.desk.details.request'), text: order.request },
    { label: t('orders.desk.details.comment'), text: order.comment },
    { label: t('orders.desk.details.otherRequestPharmacy'), text: order.otherRequestPharmacy },
    { label: t('orders.desk.details.otherRequest'), text: order.otherRequest },
  ].filter((entry) => entry.text.trim() !== '');
  return (
    <OrderSectionCard title={t('orders.desk.details.requests')}>
      {texts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('orders.desk.details.noRequests')}
        </Typography>
      ) : (
        <Facts>
          {texts.map((entry) => (
            <Fact key={entry.label} label={entry.label}>
              {/* The customer's own words keep their own direction (French inside Arabic, and the reverse). */}
              <bdi>{entry.text}</bdi>
            </Fact>
          ))}
        </Facts>
      )}
    </OrderSectionCard>
  );
}
