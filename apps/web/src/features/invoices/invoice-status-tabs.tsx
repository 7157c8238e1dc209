import { useTranslation } from '../../lib/translation';
import { INVOICE_STATUSES } from '@pharmacy/shared/invoices/constants';
import type { InvoiceStatus } from '@pharmacy/shared/schemas/invoice';
import { StatusTabs } from '../../components/status-tabs/status-tabs';
import { INVOICE_STATUS_COLORS } from './invoice-status-chip';

/** The list's tabs: each invoice status, then the credit notes (a kind, not a status: they are issued and never paid). */
export const INVOICE_TABS = [...INVOICE_STATUSES, 'credit_note'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

const COLORS = { ...INVOICE_STATUS_COLORS, credit_note: 'default' } as const;

/** The list filters of a tab: an invoice status shows invoices only; the last tab shows the credit notes. */
export function tabFilters(tab: InvoiceTab | undefined): { status?: InvoiceStatus; kind?: 'invoice' | 'credit_note' } {
  if (!tab) return {};
  return tab === 'credit_note' ? { kind: 'credit_note' } : { status: tab, kind: 'invoice' };
}

export interface InvoiceStatusTabsProps {
  value: InvoiceTab | '';
  /** Per tab among the rows the other filters keep; undefined while the first page loads. */
  counts: Partial<Record<InvoiceTab, number>> | undefined;
  onChange: (tab: InvoiceTab | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

/** "All", one tab per status (draft, sent, paid, overdue, credited) and the credit notes, each with its count. */
export function InvoiceStatusTabs(props: InvoiceStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <StatusTabs
      {...props}
      statuses={INVOICE_TABS}
      colors={COLORS}
      labelOf={(tab) => (tab === 'credit_note' ? t('invoices.list.creditNotes') : t(`invoices.status.${tab}`))}
      allLabel={t('invoices.list.all')}
      ariaLabel={t('invoices.list.tabsLabel')}
    />
  );
}
