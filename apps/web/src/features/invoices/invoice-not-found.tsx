import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client';

/** The server answers 404 (or 403) alike for an invoice one may not see: asking again changes nothing. */
export function isInvoiceMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/** Said instead of an error: the invoice does not exist or is not the reader's, with a way back. */
export function InvoiceNotFound({ backHref }: { backHref?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        backHref && (
          <Button component={RouterLink} to={backHref} color="inherit" size="small">
            {t('invoices.details.backToList')}
          </Button>
        )
      }
    >
      {t('invoices.details.notFound')}
    </Alert>
  );
}
