import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '../../lib/translation';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';

/** Refusals the invoice API names: a translated headline, then the server's own sentence (dates, numbers). */
const KNOWN_CODES = ['INVOICE_ISSUED', 'INVOICE_NOT_ISSUED', 'INVOICE_CREDITED', 'INVOICE_NOT_PAYABLE', 'INVOICE_PAID', 'INVOICE_FORBIDDEN'] as const;

/** The invoice API's refusal as a translated headline, when it names one. */
export function refusalTitleKey(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if ((KNOWN_CODES as readonly string[]).includes(error.data.code)) return `invoices.refusal.${error.data.code}`;
  // Issuing needs the pharmacy's VAT number (a 400 on the pharmacy's field, not on this form's).
  if (error.data.fields?.vatNumber && error.status === 400) return 'invoices.refusal.SELLER_VAT_MISSING';
  return error.status === 409 ? 'invoices.refusal.CONFLICT' : undefined;
}

/** The error of an invoice action or form; nothing when there is none. */
export function InvoiceErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const title = refusalTitleKey(error);
  if (title && error instanceof ApiRequestError) {
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>{t(title)}</AlertTitle>
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
