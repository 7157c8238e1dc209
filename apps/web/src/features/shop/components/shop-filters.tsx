import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { SHOP_CATEGORIES, SHOP_SORTS } from '@pharmacy/shared/shop/constants';
import { ListFilterRow } from '../../../components/list/list-filter-row';
import { eurosToCents, isPostcode, type ShopUrlFilters } from '../utils/shop-url-filters';

export interface ShopFiltersProps {
  filters: ShopUrlFilters;
  onChange: (key: keyof ShopUrlFilters, value: string | boolean) => void;
  resultsId: string;
}

const field = { flex: 1, minWidth: { xs: 140, md: 150 } };

/** The shop's search, category and sort on one row; price range, stock and the postcode on a second. */
export function ShopFilters({ filters, onChange, resultsId }: ShopFiltersProps) {
  const { t } = useTranslation();
  const controls = { htmlInput: { 'aria-controls': resultsId } };
  const euros = { ...controls, input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } };
  const badAmount = (value: string) => value !== '' && eurosToCents(value) === undefined;
  const badPostcode = filters.postcode.trim() !== '' && !isPostcode(filters.postcode);
  return (
    <>
      <ListFilterRow
        search={{ label: t('shop.filters.search'), placeholder: t('shop.filters.searchPlaceholder'), value: filters.q, onChange: (v) => onChange('q', v) }}
        resultsId={resultsId}
      >
        <TextField select label={t('shop.filters.category')} value={filters.category} onChange={(e) => onChange('category', e.target.value)} sx={field} slotProps={{ ...controls, select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('shop.filters.allCategories')}</MenuItem>
          {SHOP_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`shop.category.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('shop.filters.sort')} value={filters.sort} onChange={(e) => onChange('sort', e.target.value)} sx={field} slotProps={controls}>
          {SHOP_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`shop.sort.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </ListFilterRow>
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: { xs: 2, sm: 2.5 }, pb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('shop.filters.minPrice')}
          value={filters.min}
          onChange={(e) => onChange('min', e.target.value)}
          error={badAmount(filters.min)}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 140 } }}
          slotProps={{ ...euros, htmlInput: { ...controls.htmlInput, inputMode: 'decimal', maxLength: 8 } }}
        />
        <TextField
          label={t('shop.filters.maxPrice')}
          value={filters.max}
          onChange={(e) => onChange('max', e.target.value)}
          error={badAmount(filters.max)}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 140 } }}
          slotProps={{ ...euros, htmlInput: { ...controls.htmlInput, inputMode: 'decimal', maxLength: 8 } }}
        />
        <TextField
          label={t('shop.filters.postcode')}
          value={filters.postcode}
          onChange={(e) => onChange('postcode', e.target.value)}
          error={badPostcode}
          helperText={badPostcode ? t('shop.filters.postcodeHint') : undefined}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ htmlInput: { ...controls.htmlInput, inputMode: 'numeric', maxLength: 4 } }}
        />
        <FormControlLabel
          control={<Switch checked={filters.inStock} onChange={(e) => onChange('inStock', e.target.checked)} />}
          label={t('shop.filters.inStock')}
        />
      </Stack>
    </>
  );
}
