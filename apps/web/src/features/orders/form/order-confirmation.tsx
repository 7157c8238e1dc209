import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { ApiRequestError } from '../../../lib/api-client';
import type { UploadItem } from './use-order-uploads';
import { OrderStatusChip } from '../shared/order-status-chip';

export interface OrderConfirmationProps {
  order: OrderDetail;
  counter: boolean;
  uploads: readonly UploadItem[];
  onRetryUpload: (index: number) => void;
  actions: ReactNode;
  onNewOrder: () => void;
}

function uploadError(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  const field = error instanceof ApiRequestError ? error.data.fields?.file : undefined;
  return field ? (translateFieldMessage(t, field) ?? field) : errorMessage(t, error);
}

/** The order exists: its reference (what people say on the phone), then each prescription file's upload. */
export function OrderConfirmation({ order, counter, uploads, onRetryUpload, actions, onNewOrder }: OrderConfirmationProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The long form is gone: back to the top, and tell screen reader and keyboard users where they are now.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const failed = uploads.filter((u) => u.status === 'failed').length;
  return (
    <Card component="section" aria-labelledby="order-confirmation-heading">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} />
          <Typography id="order-confirmation-heading" ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
            {counter ? t('orders.form.done.titleCounter') : t('orders.form.done.title')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body1">{t('orders.form.done.reference')}</Typography>
            <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
              <bdi dir="ltr">{order.reference}</bdi>
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {counter ? t('orders.form.done.nextCounter') : t('orders.form.done.next', { pharmacy: order.pharmacy.name })}
          </Typography>
          {uploads.length > 0 && (
            <List dense aria-label={t('orders.form.done.files')} sx={{ alignSelf: 'stretch' }}>
              {uploads.map((item, index) => (
                <ListItem
                  key={`${item.file.name}-${index}`}
                  disableGutters
                  secondaryAction={
                    item.status === 'failed' ? (
                      <Button size="small" onClick={() => onRetryUpload(index)}>
                        {t('orders.form.done.retry')}
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {item.status === 'done' && <CheckCircleOutlineIcon color="success" />}
                    {item.status === 'failed' && <ErrorOutlineIcon color="error" />}
                    {item.status === 'sending' && <CircularProgress size={20} />}
                    {item.status === 'waiting' && <ScheduleIcon color="disabled" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={item.file.name}
                    secondary={item.status === 'failed' ? uploadError(t, item.error) : t(`orders.form.done.upload.${item.status}`)}
                    slotProps={{
                      primary: { sx: { wordBreak: 'break-all' } },
                      secondary: { color: item.status === 'failed' ? 'error' : undefined },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {failed > 0 && (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {t('orders.form.done.uploadsFailed', { count: failed })}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignSelf: 'stretch' }}>
            {actions}
            <Button variant="outlined" color="inherit" onClick={onNewOrder}>
              {t('orders.form.done.newOrder')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
