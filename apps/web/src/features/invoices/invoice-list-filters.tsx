import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ListFilterRow } from '../../components/list/list-filter-row';

export interface InvoiceListFiltersProps {
  q: string;
  from: string;
  to: string;
  onQ: (value: string) => void;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** The element the results are in, for aria-controls. */
  resultsId: string;
}

/** Search (number or buyer) and the issue-date range of the invoice list. */
export function InvoiceListFilters({ q, from, to, onQ, onFrom, onTo, resultsId }: InvoiceListFiltersProps) {
  const { t } = useTranslation();
  const date = { inputLabel: { shrink: true }, htmlInput: { 'aria-controls': resultsId, max: '2099-12-31', min: '2000-01-01' } };
  return (
    <ListFilterRow search={{ label: t('invoices.list.search'), placeholder: t('invoices.list.searchPlaceholder'), value: q, onChange: onQ }} resultsId={resultsId}>
      <TextField
        type="date"
        label={t('invoices.list.from')}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        sx={{ flex: 1, minWidth: { md: 170 } }}
        slotProps={{ ...date, htmlInput: { ...date.htmlInput, max: to || date.htmlInput.max } }}
      />
      <TextField
        type="date"
        label={t('invoices.list.to')}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        sx={{ flex: 1, minWidth: { md: 170 } }}
        slotProps={{ ...date, htmlInput: { ...date.htmlInput, min: from || date.htmlInput.min } }}
      />
    </ListFilterRow>
  );
}
