import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { useTranslation } from '../../../lib/translation';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { formatEid, formatNiss } from '../shared/order-format';
import { OrderSectionCard, Fact, Facts } from '../shared/order-section-card';

export interface OrderCardProps {
  order: OrderDetail;
}

/** Who the order is for and how to reach them (the courier needs this too). */
export function DeskContactCard({ order }: OrderCardProps) {
  const { t } = useTranslation();
  const name = `${order.firstName} ${order.lastName}`.trim();
  return (
    <OrderSectionCard title={t('orders.desk.details.contact')}>
      {order.pharmacyCall && (
        <Chip
          icon={<PhoneInTalkOutlinedIcon />}
          color="warning"
          variant="outlined"
          label={t('orders.desk.details.pharmacyCall')}
          sx={{ mb: 1.5, height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      )}
      <Facts>
        <Fact label={t('orders.desk.details.name')}>{name || order.customer?.displayName || '—'}</Fact>
        <Fact label={t('orders.desk.details.account')}>
          {order.customer ? order.customer.displayName : t('orders.desk.counterOrder')}
        </Fact>
        <Fact label={t('orders.desk.details.phone')}>
          {order.phone ? (
            <Link href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>
              <bdi dir="ltr">{order.phone}</bdi>
            </Link>
          ) : (
            '—'
          )}
        </Fact>
        {/* The courier's view is sealed: no e-mail is sent to them, so the row is left out rather than shown empty. */}
        {!order.sealed && (
          <Fact label={t('orders.desk.details.email')}>
            {order.email ? (
              <Link href={`mailto:${order.email}`}>
                <bdi dir="ltr">{order.email}</bdi>
              </Link>
            ) : (
              '—'
            )}
          </Fact>
        )}
      </Facts>
    </OrderSectionCard>
  );
}

/**
 * The prescription and the patient's identifiers, for the pharmacy's staff (and admins) only: health data the
 * courier never sees (the server does not even send it to them). Codes read left-to-right in every language.
 */
export function DeskPrescriptionCard({ order }: OrderCardProps) {
  const { t } = useTranslation();
  const none = <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>{t('orders.desk.details.notGiven')}</Typography>;
  return (
    <OrderSectionCard title={t('orders.desk.details.prescription')}>
      <Facts>
        <Fact label={t('orders.desk.details.prescriptionType')}>{t(`orders.desk.prescriptionType.${order.prescriptionType}`)}</Fact>
        <Fact label={t('orders.desk.details.niss')}>
          {order.nationalRegistrationNumber ? <bdi dir="ltr">{formatNiss(order.nationalRegistrationNumber)}</bdi> : none}
        </Fact>
        <Fact label={t('orders.desk.details.eid')}>{order.idCardNumber ? <bdi dir="ltr">{formatEid(order.idCardNumber)}</bdi> : none}</Fact>
        <Fact label={t('orders.desk.details.rids', { count: order.rid.length })}>
          {order.rid.length === 0 ? (
            none
          ) : (
            <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {order.rid.map((rid) => (
                <Chip key={rid} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} label={<bdi dir="ltr">{rid}</bdi>} />
              ))}
            </Stack>
          )}
        </Fact>
      </Facts>
    </OrderSectionCard>
  );
}
