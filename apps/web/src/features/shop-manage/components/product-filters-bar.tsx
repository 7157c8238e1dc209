import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { SHOP_CATEGORIES, SHOP_KINDS, SHOP_MANAGE_SORTS, type ShopManageSort } from '@pharmacy/shared/shop/constants';
import { ListFilterRow } from '../../../components/list/list-filter-row';
import type { ProductListFilters } from '../utils/list-filters';

export interface ProductFiltersBarProps {
  filters: ProductListFilters;
  onChange: (patch: Partial<ProductListFilters>) => void;
  resultsId: string;
  /** After the filters, e.g. the CSV download. */
  end?: ReactNode;
}

/** Search (name, brand, CIP13), category, kind and order of the product list. */
export function ProductFiltersBar({ filters, onChange, resultsId, end }: ProductFiltersBarProps) {
  const { t } = useTranslation();
  const select = { htmlInput: { 'aria-controls': resultsId } };
  const width = { flex: 1, minWidth: { xs: 140, md: 160 } };
  return (
    <ListFilterRow
      search={{ label: t('shopManage.list.search'), placeholder: t('shopManage.list.searchPlaceholder'), value: filters.q, onChange: (q) => onChange({ q }) }}
      resultsId={resultsId}
    >
      <TextField
        select
        label={t('shopManage.list.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: (event.target.value || undefined) as ProductListFilters['category'] })}
        sx={width}
        slotProps={select}
      >
        <MenuItem value="">{t('shopManage.list.anyCategory')}</MenuItem>
        {SHOP_CATEGORIES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`shop.category.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('shopManage.list.kind')}
        value={filters.kind ?? ''}
        onChange={(event) => onChange({ kind: (event.target.value || undefined) as ProductListFilters['kind'] })}
        sx={width}
        slotProps={select}
      >
        <MenuItem value="">{t('shopManage.list.anyKind')}</MenuItem>
        {SHOP_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`shopManage.kind.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('shopManage.list.sort')} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as ShopManageSort })} sx={width} slotProps={select}>
        {SHOP_MANAGE_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`shopManage.sort.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {end && <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>{end}</Box>}
    </ListFilterRow>
  );
}
