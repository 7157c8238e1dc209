import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '../../../lib/translation';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';

/** Refusals with a known cause get a translated headline; the server's own sentence (the reason) follows it. */
const TITLED_CODES = [
  'ILLEGAL_TRANSITION',
  'TRANSITION_FORBIDDEN',
  'SHIPPER_NOT_SERVING',
  'SHIPPER_UNAVAILABLE',
  'PRESCRIPTION_DELIVERY_NOT_ALLOWED',
  'HANDOVER_LOCKED',
  'UNLINKED_LINES',
] as const;
/** Headlines kept in their own section of the translations. */
const TITLE_KEYS: Record<string, string> = { UNLINKED_LINES: 'orderLaw.refusal.UNLINKED_LINES' };

export interface OrderErrorAlertProps {
  error: unknown;
}

/**
 * The error of an order action: a 409 (the lifecycle or the law said no) shows its reason under a headline, anything
 * else the usual translated message. Nothing when there is no error.
 */
export function OrderErrorAlert({ error }: OrderErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const known = error instanceof ApiRequestError && (TITLED_CODES as readonly string[]).includes(error.data.code);
  if (error instanceof ApiRequestError && (known || error.status === 409)) {
    const code = known ? error.data.code : 'ILLEGAL_TRANSITION';
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>{t(TITLE_KEYS[code] ?? `orders.desk.refusal.${code}`)}</AlertTitle>
        {error.data.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}
