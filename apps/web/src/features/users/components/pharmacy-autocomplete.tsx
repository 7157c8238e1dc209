import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { translateFieldMessage } from '../../../lib/api-errors';
import { usePharmacySearch } from '../../../api/pharmacies';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface PharmacyAutocompleteProps {
  value: Pharmacy | null;
  onChange: (pharmacy: Pharmacy | null) => void;
  label: string;
  helperText?: string;
  /** A message or `validation.*` key, e.g. the server's for `pharmacyId`. */
  error?: string;
}

/** Search the pharmacy directory by name or city and pick one (to link a pharmacy account to it). */
export function PharmacyAutocomplete({ value, onChange, label, helperText, error }: PharmacyAutocompleteProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(input.trim(), 250);
  const search = usePharmacySearch(q, open);
  const options = search.data?.items ?? [];
  const message = translateFieldMessage(t, error);
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('people.users.pharmacy.loading')}
      noOptionsText={search.isError ? t('people.users.pharmacy.error') : t('people.users.pharmacy.none')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {[option.address, `${option.postalCode} ${option.city}`.trim()].filter(Boolean).join(', ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(message)} helperText={message ?? helperText} />
      )}
    />
  );
}
