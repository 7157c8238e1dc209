import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from '../../../lib/translation';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { SAMPLE_DATA_ENABLED } from './test-mode';
import { orderFormValues, type OrderFormValues } from './order-form-values';
import { OrderFormCheckbox } from './order-form-checkbox';

export interface OrderFormSubmitProps {
  counter: boolean;
  pending: boolean;
  /** The last failed send: the error, and the server messages no field shows. */
  failure: { error: unknown; unplaced: string[] } | null;
  /** The Idempotency-Key already made an order from another version of this form. */
  conflict: boolean;
  onSendAsNew: () => void;
  /** Fills the form with SPEC's sample values (test mode only); undefined hides the button. */
  onSample?: (values: OrderFormValues) => void;
}

function FailureAlert({ failure }: { failure: NonNullable<OrderFormSubmitProps['failure']> }) {
  const { t } = useTranslation();
  const { error, unplaced } = failure;
  const fields = error instanceof ApiRequestError && error.data.fields;
  const offline = error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
  return (
    <Alert severity="error" role="alert">
      {fields ? t('orders.form.submit.fixFields') : errorMessage(t, error)}
      {offline && ` ${t('orders.form.submit.kept')}`}
      {unplaced.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 2 }}>
          {unplaced.map((message) => (
            <li key={message}>{translateFieldMessage(t, message)}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The terms, what went wrong with the last send, the test-mode filler and the send button. */
export function OrderFormSubmit({ counter, pending, failure, conflict, onSendAsNew, onSample }: OrderFormSubmitProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <OrderFormCheckbox name="toc" label={counter ? t('orders.form.submit.tocCounter') : t('orders.form.submit.toc')} />
      {failure && <FailureAlert failure={failure} />}
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onSendAsNew}>
              {t('orders.form.submit.sendAsNew')}
            </Button>
          }
        >
          {counter ? t('orders.form.submit.conflictCounter') : t('orders.form.submit.conflict')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {SAMPLE_DATA_ENABLED && onSample && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<AutoFixHighIcon />}
            disabled={pending}
            onClick={() => onSample(orderFormValues(sampleOrderForm('') as Partial<OrderFormValues>))}
          >
            {t('orders.form.submit.sample')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" endIcon={<SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} loading={pending} loadingPosition="end">
          {counter ? t('orders.form.submit.record') : t('orders.form.submit.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
