import { useTranslation } from '../../lib/translation';
import { isRecordMissing, NotFoundAlert } from '../../components/feedback/not-found-alert';

/** The server answers 404 (or 403) alike for an invoice one may not see. */
export const isInvoiceMissing = isRecordMissing;

/** Said instead of an error: the invoice does not exist or is not the reader's, with a way back. */
export function InvoiceNotFound({ backHref }: { backHref?: string }) {
  const { t } = useTranslation();
  return <NotFoundAlert message={t('invoices.details.notFound')} backHref={backHref} backLabel={t('invoices.details.backToList')} />;
}
