import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

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
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <TextField
        type="search"
        fullWidth
        label={t('invoices.list.search')}
        placeholder={t('invoices.list.searchPlaceholder')}
        value={q}
        onChange={(event) => onQ(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, 'aria-controls': resultsId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ flexShrink: 0, width: { xs: '100%', md: 'auto' } }}>
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
      </Stack>
    </Stack>
  );
}
