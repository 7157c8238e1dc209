import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '../../../lib/translation';
import type { OrderSummary } from '@pharmacy/shared/schemas/order';

export interface PrescriptionAddedAlertProps {
  order: Pick<OrderSummary, 'prescriptionAdded'>;
  viewer: 'staff' | 'customer';
}

/** Ordered "without prescription", but the pharmacist linked a prescription-only medicine: both sides must know. */
export function PrescriptionAddedAlert({ order, viewer }: PrescriptionAddedAlertProps) {
  const { t } = useTranslation();
  if (!order.prescriptionAdded) return null;
  return (
    <Alert severity="warning" role="note">
      <AlertTitle>{t('orderLaw.prescriptionAdded.title')}</AlertTitle>
      {t(`orderLaw.prescriptionAdded.${viewer}`)}
    </Alert>
  );
}
