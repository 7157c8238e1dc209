import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../../lib/translation';
import type { ShopManageList } from '@pharmacy/shared/schemas/shop-product';
import { PRODUCT_TABS, type ProductTab } from '../utils/list-filters';

type Counts = NonNullable<ShopManageList['counts']>;
type Tone = 'success' | 'warning' | 'error' | 'default';

const TONES: Record<ProductTab | 'all', Tone> = { all: 'default', visible: 'success', hidden: 'default', outOfStock: 'error', lowStock: 'warning' };

/** The count beside a tab label, tinted like the row's chips (the invoices' and orders' tabs look the same). */
function Count({ n, tone }: { n: number | undefined; tone: Tone }) {
  return (
    <Box
      component="span"
      sx={(theme) => {
        const palette = tone === 'default' ? null : theme.palette[tone];
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
          color: palette ? (theme.palette.mode === 'dark' ? palette.light : palette.dark) : 'text.secondary',
          bgcolor: theme.alpha(palette ? palette.main : theme.palette.text.secondary, 0.14),
        };
      }}
    >
      <bdi dir="ltr">{n === undefined ? '–' : n}</bdi>
    </Box>
  );
}

export interface ProductTabsProps {
  value: ProductTab | undefined;
  /** From the first page; undefined while it loads. "All" is the server's own total (the tabs overlap). */
  counts: Counts | undefined;
  onChange: (tab: ProductTab | undefined) => void;
  panelId: string;
}

/** All, on sale, hidden, out of stock, low stock: each with how many products it holds. */
export function ProductTabs({ value, counts, onChange, panelId }: ProductTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value ?? ''}
      onChange={(_, next: ProductTab | '') => onChange(next || undefined)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('shopManage.list.tabsLabel')}
      sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        value=""
        aria-controls={panelId}
        label={
          <span>
            {t('shopManage.tabs.all')} <Count n={counts?.all} tone="default" />
          </span>
        }
      />
      {PRODUCT_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          aria-controls={panelId}
          label={
            <span>
              {t(`shopManage.tabs.${tab}`)} <Count n={counts?.[tab]} tone={TONES[tab]} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
