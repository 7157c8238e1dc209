import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@pharmacy/shared/schemas/invoice';

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
  size?: ChipProps['size'];
}

export function InvoiceStatusChip({ status, size = 'small' }: InvoiceStatusChipProps) {
  const { t } = useTranslation();
  return <Chip size={size} variant="outlined" color={INVOICE_STATUS_COLORS[status]} label={t(`invoices.status.${status}`)} />;
}
