import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { STATUS_COLORS } from '../shared/order-status-chip';

export interface DeskStatusTabsProps {
  value: OrderStatus | '';
  /** Per status among the orders the filters keep; undefined while the first page loads. */
  counts: Partial<Record<OrderStatus, number>> | undefined;
  /** The server stopped counting a search's matches: each count is "at least" (shown "n+"). */
  atLeast?: boolean;
  onChange: (status: OrderStatus | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

type PaletteKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The count beside a tab label, tinted like the status chip so tabs and rows match. */
function Count({ n, atLeast, color }: { n: number | undefined; atLeast?: boolean; color: ChipProps['color'] }) {
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
      <bdi dir="ltr">{n === undefined ? '–' : atLeast ? `${n}+` : n}</bdi>
    </Box>
  );
}

/** "All" and one tab per status, each with how many orders it holds (the list's `counts`). */
export function DeskStatusTabs({ value, counts, atLeast, onChange, panelId }: DeskStatusTabsProps) {
  const { t } = useTranslation();
  const total = counts ? ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  return (
    <Tabs
      value={value}
      onChange={(_, next: OrderStatus | '') => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('orders.desk.list.tabsLabel')}
      sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="" aria-controls={panelId} label={<span>
            {t('orders.desk.list.all')} <Count n={total} atLeast={atLeast} color="default" />
          </span>} />
      {ORDER_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          aria-controls={panelId}
          label={
            <span>
              {t(`orders.status.${status}`)} <Count n={counts?.[status]} atLeast={atLeast} color={STATUS_COLORS[status]} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
