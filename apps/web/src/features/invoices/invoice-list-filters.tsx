import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { INVOICE_SORTS } from '@pharmacy/shared/invoices/constants';
import { ListFilterRow } from '../../components/list/list-filter-row';

export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export interface InvoiceListFiltersProps {
  q: string;
  from: string;
  to: string;
  sort: InvoiceSort;
  onQ: (value: string) => void;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onSort: (value: InvoiceSort) => void;
  /** The element the results are in, for aria-controls. */
  resultsId: string;
}

/** Search (number or buyer), the issue-date range and the order of the invoice list. */
export function InvoiceListFilters({ q, from, to, sort, onQ, onFrom, onTo, onSort, resultsId }: InvoiceListFiltersProps) {
  const { t } = useTranslation();
  const date = { inputLabel: { shrink: true }, htmlInput: { 'aria-controls': resultsId, max: '2099-12-31', min: '2000-01-01' } };
  return (
    <ListFilterRow search={{ label: t('invoices.list.search'), placeholder: t('invoices.list.searchPlaceholder'), value: q, onChange: onQ }} resultsId={resultsId}>
      <TextField
        type="date"
        label={t('invoices.list.from')}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        sx={{ flex: 1, minWidth: { xs: 140, md: 170 } }}
        slotProps={{ ...date, htmlInput: { ...date.htmlInput, max: to || date.htmlInput.max } }}
      />
      <TextField
        type="date"
        label={t('invoices.list.to')}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        sx={{ flex: 1, minWidth: { xs: 140, md: 170 } }}
        slotProps={{ ...date, htmlInput: { ...date.htmlInput, min: from || date.htmlInput.min } }}
      />
      <TextField
        select
        label={t('invoices.list.sort')}
        value={sort}
        onChange={(event) => onSort(event.target.value as InvoiceSort)}
        sx={{ flex: 1, minWidth: { xs: 140, md: 170 } }}
        slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
      >
        {INVOICE_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`invoices.sort.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </ListFilterRow>
  );
}
