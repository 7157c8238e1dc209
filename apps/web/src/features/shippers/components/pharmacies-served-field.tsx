import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, get, useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { MAX_SHIPPER_PHARMACIES } from '@pharmacy/shared/schemas/shipper';
import { translateFieldMessage } from '../../../lib/api-errors';

export interface PharmacyOption {
  id: string;
  name: string;
}

type LinksForm = { pharmacies: Array<{ pharmacyId: string; isStaff: boolean }> };

export interface PharmaciesServedFieldProps {
  /** The form's control; the form holds these fields (create or edit). */
  control: unknown;
  options: readonly PharmacyOption[];
  /** Names of pharmacies already linked that the options may not list. */
  knownNames?: Readonly<Record<string, string>>;
}

/** The pharmacies a courier delivers for, each with "belongs to its staff" (the law on prescription medicine). */
export function PharmaciesServedField({ control, options, knownNames = {} }: PharmaciesServedFieldProps) {
  const { t } = useTranslation();
  const typed = control as unknown as Control<LinksForm>;
  const { fields, append, remove } = useFieldArray({ control: typed, name: 'pharmacies' });
  const { errors } = useFormState({ control: typed, name: 'pharmacies' });
  const [picked, setPicked] = useState<PharmacyOption | null>(null);
  const names: Record<string, string> = { ...knownNames, ...Object.fromEntries(options.map((o) => [o.id, o.name])) };
  const chosenIds = new Set(fields.map((f) => f.pharmacyId));
  const message = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const listError = translateFieldMessage(t, message('pharmacies') ?? message('pharmacies.root'));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('people.shippers.form.staffExplain')}
      </Typography>
      {fields.map((field, index) => {
        const name = names[field.pharmacyId] ?? field.pharmacyId;
        const error = translateFieldMessage(t, message(`pharmacies.${index}.pharmacyId`));
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5, borderColor: error ? 'error.main' : undefined }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                {name}
              </Typography>
              <Controller
                control={typed}
                name={`pharmacies.${index}.isStaff`}
                render={({ field: f }) => (
                  <FormControlLabel
                    control={<Switch checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />}
                    label={t('people.shippers.form.isStaff', { name })}
                  />
                )}
              />
              <IconButton aria-label={t('people.shippers.form.removePharmacy', { name })} onClick={() => remove(index)}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
            {error && <FormHelperText error>{error}</FormHelperText>}
          </Paper>
        );
      })}
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('people.shippers.noPharmacy')}
        </Typography>
      )}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {fields.length < MAX_SHIPPER_PHARMACIES && (
        <Box>
          <Autocomplete
            size="small"
            options={options.filter((o) => !chosenIds.has(o.id))}
            value={picked}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, option) => {
              if (option) append({ pharmacyId: option.id, isStaff: false });
              setPicked(null);
            }}
            noOptionsText={t('people.shippers.form.noMorePharmacies')}
            renderInput={(params) => <TextField {...params} label={t('people.shippers.form.addPharmacy')} />}
            sx={{ maxWidth: 420 }}
          />
        </Box>
      )}
    </Stack>
  );
}
