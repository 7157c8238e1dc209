import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChipProps } from '@mui/material/Chip';

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

export interface StatusTabsProps<S extends string> {
  /** The statuses, in the order of the tabs after "All". */
  statuses: readonly S[];
  value: S | '';
  /** Per status among the rows the other filters keep; undefined while the first page loads. */
  counts: Partial<Record<S, number>> | undefined;
  /** The server stopped counting: each count is "at least" (shown "n+"). */
  atLeast?: boolean;
  /** Each status's chip colour, so the tab's count matches the rows' chips. */
  colors: Record<S, ChipProps['color']>;
  labelOf: (status: S) => string;
  allLabel: string;
  ariaLabel: string;
  onChange: (status: S | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

/** "All" and one tab per status of a list (orders, invoices), each with how many rows it holds. */
export function StatusTabs<S extends string>({ statuses, value, counts, atLeast, colors, labelOf, allLabel, ariaLabel, onChange, panelId }: StatusTabsProps<S>) {
  const total = counts ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  return (
    <Tabs
      value={value}
      onChange={(_, next: S | '') => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={ariaLabel}
      sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        value=""
        aria-controls={panelId}
        label={
          <span>
            {allLabel} <Count n={total} atLeast={atLeast} color="default" />
          </span>
        }
      />
      {statuses.map((status) => (
        <Tab
          key={status}
          value={status}
          aria-controls={panelId}
          label={
            <span>
              {labelOf(status)} <Count n={counts?.[status]} atLeast={atLeast} color={colors[status]} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
