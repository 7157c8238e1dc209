import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@pharmacy/shared/invoices/constants';
import type { InvoiceStatus } from '@pharmacy/shared/schemas/invoice';
import { INVOICE_STATUS_COLORS } from './invoice-status-chip';

export interface InvoiceStatusTabsProps {
  value: InvoiceStatus | '';
  /** Per status among the invoices the other filters keep; undefined while the first page loads. */
  counts: Partial<Record<InvoiceStatus, number>> | undefined;
  onChange: (status: InvoiceStatus | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

type PaletteKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The count beside a tab label, tinted like the status chip so tabs and rows match. */
function Count({ n, color }: { n: number | undefined; color: ChipProps['color'] }) {
  return (
    <Box
      component="span"
      sx={(theme) => {
        const tone = color && color !== 'default' ? theme.palette[color as PaletteKey] : null;
        return {
          ms: 0.5,
          px: 0.75,
          display: 'inline-block',
          minWidth: 24,
          height: 22,
          lineHeight: '22px',
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 700,
          textAlign: 'center',
          color: tone ? (theme.palette.mode === 'dark' ? tone.light : tone.dark) : 'text.secondary',
          bgcolor: theme.alpha(tone ? tone.main : theme.palette.text.secondary, 0.14),
        };
      }}
    >
      <bdi dir="ltr">{n === undefined ? '–' : n}</bdi>
    </Box>
  );
}

/** "All" and one tab per status (draft, sent, paid, overdue), each with how many invoices it holds. */
export function InvoiceStatusTabs({ value, counts, onChange, panelId }: InvoiceStatusTabsProps) {
  const { t } = useTranslation();
  const total = counts ? INVOICE_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  return (
    <Tabs
      value={value}
      onChange={(_, next: InvoiceStatus | '') => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('invoices.list.tabsLabel')}
      sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        value=""
        aria-controls={panelId}
        label={
          <span>
            {t('invoices.list.all')} <Count n={total} color="default" />
          </span>
        }
      />
      {INVOICE_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          aria-controls={panelId}
          label={
            <span>
              {t(`invoices.status.${status}`)} <Count n={counts?.[status]} color={INVOICE_STATUS_COLORS[status]} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
