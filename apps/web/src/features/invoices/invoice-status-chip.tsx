import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../lib/translation';
import type { InvoiceKind, InvoiceStatus } from '@pharmacy/shared/schemas/invoice';

/** Draft (grey), sent and waiting (info), paid (success), overdue (error), cancelled by a credit note (secondary). */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, ChipProps['color']> = {
  draft: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
  credited: 'secondary',
};

export interface InvoiceStatusChipProps {
  status: InvoiceStatus;
  /** A credit note is issued (`sent`) but never awaits payment: it says "Issued", not "Sent". */
  kind?: InvoiceKind;
  size?: ChipProps['size'];
}

export function InvoiceStatusChip({ status, kind = 'invoice', size = 'small' }: InvoiceStatusChipProps) {
  const { t } = useTranslation();
  if (kind === 'credit_note' && status === 'sent') return <Chip size={size} variant="outlined" label={t('invoices.status.issued')} />;
  return <Chip size={size} variant="outlined" color={INVOICE_STATUS_COLORS[status]} label={t(`invoices.status.${status}`)} />;
}
