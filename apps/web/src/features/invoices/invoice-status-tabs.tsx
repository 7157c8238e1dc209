import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@pharmacy/shared/invoices/constants';
import type { InvoiceStatus } from '@pharmacy/shared/schemas/invoice';
import { StatusTabs } from '../../components/status-tabs/status-tabs';
import { INVOICE_STATUS_COLORS } from './invoice-status-chip';

export interface InvoiceStatusTabsProps {
  value: InvoiceStatus | '';
  /** Per status among the invoices the other filters keep; undefined while the first page loads. */
  counts: Partial<Record<InvoiceStatus, number>> | undefined;
  onChange: (status: InvoiceStatus | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

/** "All" and one tab per status (draft, sent, paid, overdue), each with how many invoices it holds. */
export function InvoiceStatusTabs(props: InvoiceStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <StatusTabs
      {...props}
      statuses={INVOICE_STATUSES}
      colors={INVOICE_STATUS_COLORS}
      labelOf={(status) => t(`invoices.status.${status}`)}
      allLabel={t('invoices.list.all')}
      ariaLabel={t('invoices.list.tabsLabel')}
    />
  );
}
