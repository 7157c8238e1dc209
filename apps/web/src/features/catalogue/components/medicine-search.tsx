import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import type { Product } from '@pharmacy/shared/schemas/catalogue';
import { errorMessage } from '../../../lib/api-errors';
import { SEARCH_MIN_LENGTH, useSearchMedicines } from '../../../api/medicines';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MedicineOption } from './medicine-option';

/** Wait for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface MedicineSearchProps {
  onSelect: (product: Product) => void;
  /** Visible label; defaults to "Search a medicine". */
  label?: string;
  autoFocus?: boolean;
  /** Empty the field after a choice (e.g. when adding several lines to an order). */
  clearOnSelect?: boolean;
}

/** Server-side medicine autocomplete: arrows move through suggestions, Enter chooses, Escape closes. */
export function MedicineSearch({ onSelect, label, autoFocus, clearOnSelect = false }: MedicineSearchProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Product | null>(null);
  const [input, setInput] = useState('');
  const filter = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchMedicines(filter);

  const tooShort = input.trim().length < SEARCH_MIN_LENGTH;
  const options = tooShort ? [] : (search.data?.items ?? []);
  // Typing ahead of the debounce counts as loading, so "no match" never flashes for a filter not yet asked.
  const waiting = !tooShort && (search.isFetching || filter !== input.trim());

  let noOptionsText: string;
  if (tooShort) noOptionsText = t('catalogue.search.tooShort', { count: SEARCH_MIN_LENGTH });
  else if (search.isError) noOptionsText = errorMessage(t, search.error);
  else noOptionsText = t('catalogue.search.empty');

  return (
    <Autocomplete<Product, false, false, false>
      value={value}
      inputValue={input}
      options={options}
      // The server already filtered and ranked the suggestions.
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      autoHighlight
      loading={waiting && options.length === 0}
      loadingText={t('catalogue.search.loading')}
      noOptionsText={noOptionsText}
      onInputChange={(_event, next, reason) => {
        // After a choice with clearOnSelect the field is emptied below; ignore MUI writing the label back.
        if (reason === 'reset' && clearOnSelect) return;
        setInput(next);
      }}
      onChange={(_event, product) => {
        if (!product) {
          setValue(null);
          return;
        }
        onSelect(product);
        if (clearOnSelect) {
          setValue(null);
          setInput('');
        } else setValue(product);
      }}
      renderOption={(props, option) => {
        const { key, ...itemProps } = props;
        return <MedicineOption key={key} itemProps={itemProps} product={option} />;
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('catalogue.search.label')}
          placeholder={t('catalogue.search.placeholder')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={18} aria-label={t('catalogue.search.loading')} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
