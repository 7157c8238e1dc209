import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from '../../../lib/translation';
import { linesEditable } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatEuros } from '../shared/order-format';
import { DeskActions } from './desk-actions';
import { DeskDeliveryCard } from './desk-delivery-card';
import { DeskContactCard, DeskPrescriptionCard } from './desk-people-cards';
import { DeskRequestsCard } from './desk-requests-card';
import { OrderSectionCard } from '../shared/order-section-card';
import { OrderFilesList } from '../shared/order-files-list';
import { PrescriptionAddedAlert } from '../shared/prescription-added-alert';
import { SealedBagCard } from '../courier/sealed-bag-card';
import { OrderLinesTable } from '../shared/order-lines-table';
import { OrderStatusChip } from '../shared/order-status-chip';
import { OrderTimeline } from '../shared/order-timeline';

export interface DeskOrderDetailsProps {
  order: OrderDetail;
  /** Pharmacy staff and admins see the prescription and its files; a courier never does. */
  viewer: 'staff' | 'shipper';
  /** The line editor, for those who may use it. */
  editHref?: string;
}

/** Why the order stopped, in the words of whoever stopped it. */
function Reasons({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const reasons = [
    { key: 'rejected', text: order.status === 'rejected' ? order.rejectionReason : null },
    { key: 'cancelled', text: order.status === 'cancelled' ? order.cancellationReason : null },
    { key: 'failed', text: order.failureReason && ['delivery_failed', 'ready', 'cancelled'].includes(order.status) ? order.failureReason : null },
  ].filter((r): r is { key: string; text: string } => Boolean(r.text));
  return reasons.map((reason) => (
    <Alert key={reason.key} severity={reason.key === 'failed' ? 'warning' : 'error'}>
      <AlertTitle>{t(`orders.desk.details.reason.${reason.key}`)}</AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        <bdi>{reason.text}</bdi>
      </Typography>
    </Alert>
  ));
}

/** Everything about one order for the people who work it, and the actions the lifecycle allows them now. */
export function DeskOrderDetails({ order, viewer, editHref }: DeskOrderDetailsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const staff = viewer === 'staff';
  const editable = staff && editHref && linesEditable(order.status);
  const total = order.totalCents === null ? null : order.totalCents + (order.deliveryType === 'neighbour' ? order.deliveryFeeCents : 0);

  const nextStep = (
    <OrderSectionCard key="next" title={t('orders.desk.details.nextStep')} action={<OrderStatusChip status={order.status} size="medium" />}>
      <Stack spacing={2}>
        <Reasons order={order} />
        {staff && <PrescriptionAddedAlert order={order} viewer="staff" />}
        {!staff && total !== null && (
          <Typography variant="body1">
            {t('orders.shipper.toCollect')}{' '}
            <strong>
              <bdi dir="ltr">{formatEuros(total, language)}</bdi>
            </strong>
          </Typography>
        )}
        <DeskActions order={order} />
      </Stack>
    </OrderSectionCard>
  );
  const lines = (
    <OrderSectionCard
      key="lines"
      title={t('orders.desk.details.lines')}
      action={
        editable ? (
          <Button component={RouterLink} to={editHref} size="small" startIcon={<EditOutlinedIcon />}>
            {t('orders.desk.details.editLines')}
          </Button>
        ) : undefined
      }
    >
      <OrderLinesTable lines={order.lines} totalCents={order.totalCents} deliveryFeeCents={order.deliveryType === 'neighbour' ? order.deliveryFeeCents : 0} />
    </OrderSectionCard>
  );
  const requests = order.sealed ? null : <DeskRequestsCard key="requests" order={order} />;
  const bag = <SealedBagCard key="bag" order={order} />;
  const history = (
    <OrderSectionCard key="history" title={t('orders.timeline.label')}>
      <OrderTimeline history={order.history} />
    </OrderSectionCard>
  );
  const contact = <DeskContactCard key="contact" order={order} />;
  const delivery = <DeskDeliveryCard key="delivery" order={order} />;

  // A courier on the road needs the address and the phone right after the buttons; the pharmacy needs the lines.
  const [main, side] = staff
    ? [
        [nextStep, lines, requests, history],
        [
          contact,
          delivery,
          <DeskPrescriptionCard key="prescription" order={order} />,
          <OrderSectionCard key="files" title={t('orders.desk.details.files')}>
            <OrderFilesList orderId={order.id} files={order.files} />
          </OrderSectionCard>,
        ],
      ]
    : [
        [nextStep, delivery, contact],
        [order.sealed ? bag : lines, requests, history],
      ];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: staff ? 8 : 6 }}>
        <Stack spacing={3}>{main}</Stack>
      </Grid>
      <Grid size={{ xs: 12, md: staff ? 4 : 6 }}>
        <Stack spacing={3}>{side}</Stack>
      </Grid>
    </Grid>
  );
}
