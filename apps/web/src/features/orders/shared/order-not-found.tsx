import { useTranslation } from '../../../lib/translation';
import { isRecordMissing, NotFoundAlert } from '../../../components/feedback/not-found-alert';

/** The server answers 404 or 403 alike for an order one may not see. */
export const isOrderMissing = isRecordMissing;

/** Said instead of an error: the order does not exist or is not the reader's, with a way back when there is one. */
export function OrderNotFound({ backHref }: { backHref?: string }) {
  const { t } = useTranslation();
  return <NotFoundAlert message={t('orders.desk.details.notFound')} backHref={backHref} backLabel={t('orders.desk.details.backToList')} />;
}
