import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { usePharmacy, usePharmacyPages } from '../../../api/pharmacies';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNow } from '../utils/use-now';
import { PharmacyOption } from './pharmacy-option';

/** Wait for a pause in typing before asking the server. */
export const PHARMACY_SEARCH_DEBOUNCE_MS = 250;

export interface PharmacyPickerProps {
  /** The chosen pharmacy's id. */
  value: string | null;
  onChange: (pharmacy: Pharmacy) => void;
  /** A message (or `validation.*` key) to show under the list, e.g. from the order form or the server. */
  error?: string;
  /** The group's legend; defaults to "Pharmacy". */
  label?: string;
}

/**
 * The customer chooses a pharmacy from the directory: search by name, city or postcode, optionally only the
 * pharmacies on duty today, each with its address, phone, today's hours, open/closed and delivery policy.
 * The choice is a radio group (one Tab stop, arrow keys between pharmacies); the chosen pharmacy stays on top
 * even when the search no longer lists it.
 */
export function PharmacyPicker({ value, onChange, error, label }: PharmacyPickerProps) {
  const { t } = useTranslation();
  const now = useNow();
  const [input, setInput] = useState('');
  const [onDutyOnly, setOnDutyOnly] = useState(false);
  const q = useDebouncedValue(input.trim(), PHARMACY_SEARCH_DEBOUNCE_MS);
  const pages = usePharmacyPages({ q, onDuty: onDutyOnly ? localDate(now) : undefined });
  const listed = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenListed = value !== null && listed.some((p) => p.id === value);
  const chosen = usePharmacy(value !== null && !chosenListed ? value : null);
  const items = chosen.data && !chosenListed ? [chosen.data, ...listed] : listed;

  const legendId = useId();
  const helperId = useId();
  const waiting = pages.isFetching && !pages.isFetchingNextPage;
  const errorText = translateFieldMessage(t, error);

  return (
    <FormControl component="fieldset" error={Boolean(errorText)} fullWidth sx={{ gap: 1.5 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {label ?? t('pharmacies.picker.label')}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          label={t('pharmacies.picker.search')}
          placeholder={t('pharmacies.picker.searchPlaceholder')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          sx={{ flexGrow: 1, minWidth: 220 }}
          slotProps={{
            input: {
              endAdornment: waiting ? (
                <CircularProgress color="inherit" size={18} aria-label={t('pharmacies.picker.loading')} />
              ) : undefined,
            },
          }}
        />
        <FormControlLabel
          control={<Switch checked={onDutyOnly} onChange={(e) => setOnDutyOnly(e.target.checked)} />}
          label={t('pharmacies.picker.onDutyOnly')}
        />
      </Box>

      {pages.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void pages.refetch()}>
              {t('pharmacies.picker.retry')}
            </Button>
          }
        >
          {errorMessage(t, pages.error)}
        </Alert>
      )}

      <RadioGroup
        value={value ?? ''}
        aria-labelledby={legendId}
        aria-describedby={errorText ? helperId : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-busy={waiting}
      >
        <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 0, m: 0 }}>
          {items.map((pharmacy) => (
            <PharmacyOption
              key={pharmacy.id}
              pharmacy={pharmacy}
              checked={pharmacy.id === value}
              now={now}
              onSelect={onChange}
            />
          ))}
        </Box>
      </RadioGroup>

      {pages.isSuccess && listed.length === 0 && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {onDutyOnly ? t('pharmacies.picker.emptyOnDuty') : t('pharmacies.picker.empty')}
        </Typography>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('pharmacies.picker.loadMore')}
        </Button>
      )}
      {errorText && <FormHelperText id={helperId}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
