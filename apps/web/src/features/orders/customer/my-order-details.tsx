import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { FINAL_STATUSES } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { useOrder } from '../../../api/orders';
import { formatDateTime } from '../shared/order-format';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HandoverCodeCard } from './handover-code-card';
import { PrescriptionAddedAlert } from '../shared/prescription-added-alert';
import { OrderFilesList } from '../shared/order-files-list';
import { OrderLinesTable } from '../shared/order-lines-table';
import { OrderStatusChip } from '../shared/order-status-chip';
import { OrderTimeline } from '../shared/order-timeline';
import { SubstitutionProposals } from './substitution-proposals';

export interface MyOrderDetailsProps {
  orderId: string;
  /** "Order again": where the route sends the customer with this order (e.g. a link to the prefilled form). */
  renderOrderAgain: (order: OrderDetail) => ReactNode;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Why the order stopped or stumbled, in the words the pharmacy or courier gave. */
function Reasons({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const reasons = [
    order.status === 'rejected' && order.rejectionReason && { key: 'rejected', text: order.rejectionReason },
    order.status === 'cancelled' && { key: 'cancelled', text: order.cancellationReason },
    order.status === 'delivery_failed' && order.failureReason && { key: 'failed', text: order.failureReason },
  ].filter(Boolean) as { key: string; text: string | null }[];
  return reasons.map((r) => (
    <Alert key={r.key} role="note" severity={r.key === 'failed' ? 'warning' : 'error'}>
      {t(`orders.my.reason.${r.key}`)}
      {r.text && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {r.text}
        </Typography>
      )}
    </Alert>
  ));
}

/**
 * One of the customer's orders, kept live by the order events: status, handover code while it is still to be
 * given, substitutions to answer, lines and prices, proof of delivery, files, history, cancel and order again.
 */
export function MyOrderDetails({ orderId, renderOrderAgain }: MyOrderDetailsProps) {
  const { t } = useTranslation();
  const query = useOrder(orderId);
  return (
    <QueryBoundary
      query={query}
      loadingLabel={t('orders.my.loading')}
      loading={<Skeleton variant="rounded" height={420} />}
    >
      {(order) => <MyOrderCard order={order} renderOrderAgain={renderOrderAgain} />}
    </QueryBoundary>
  );
}

function MyOrderCard({
  order,
  renderOrderAgain,
}: { order: OrderDetail } & Pick<MyOrderDetailsProps, 'renderOrderAgain'>) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [cancelling, setCancelling] = useState(false);
  const done = FINAL_STATUSES.includes(order.status);
  const canCancel = order.allowedActions.includes('cancel');

  return (
    <Card component="article" aria-labelledby="my-order-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="my-order-heading" variant="h5" component="h2" sx={{ fontFamily: 'monospace' }}>
                <bdi dir="ltr">{order.reference}</bdi>
              </Typography>
              <OrderStatusChip status={order.status} size="medium" />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {/* Each part isolated: a French name or a date must not reorder its neighbours in Arabic. */}
              <bdi>{order.pharmacy.name}</bdi>
              {' · '}
              <bdi>
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
              </bdi>
              {' · '}
              {t(`orders.my.delivery.${order.deliveryType}`)}
            </Typography>
          </Stack>

          <Reasons order={order} />
          <PrescriptionAddedAlert order={order} viewer="customer" />
          {order.handoverCode && !done && (
            <HandoverCodeCard code={order.handoverCode} deliveryType={order.deliveryType} />
          )}
          {order.allowedActions.includes('answer_substitution') && (
            <SubstitutionProposals orderId={order.id} lines={order.lines} />
          )}

          {order.proofOfDelivery && (
            <Alert severity="success" component="section" role="region" aria-label={t('orders.my.proof.title')}>
              <Typography variant="subtitle2" component="h3">
                {t('orders.my.proof.title')}
              </Typography>
              {t('orders.my.proof.text', {
                name: order.proofOfDelivery.receiverName,
                by: order.proofOfDelivery.by.displayName,
              })}{' '}
              <bdi>
                <time dateTime={order.proofOfDelivery.at}>{formatDateTime(order.proofOfDelivery.at, language)}</time>
              </bdi>
            </Alert>
          )}

          <Part title={t('orders.my.sections.lines')}>
            <OrderLinesTable
              lines={order.lines}
              totalCents={order.totalCents}
              deliveryFeeCents={order.deliveryFeeCents}
            />
            {order.hasPrescriptionItems && order.totalCents !== null && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('orders.my.payAtHandover')}
              </Typography>
            )}
          </Part>
          <Divider />
          <Part title={t('orders.my.sections.timeline')}>
            <OrderTimeline history={order.history} />
          </Part>
          <Divider />
          <Part title={t('orders.files.label')}>
            <OrderFilesList orderId={order.id} files={order.files} />
          </Part>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {renderOrderAgain(order)}
            {canCancel && (
              <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
                {t('orders.my.cancel.open')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {canCancel && (
        <CancelOrderDialog
          orderId={order.id}
          reference={order.reference}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      )}
    </Card>
  );
}
