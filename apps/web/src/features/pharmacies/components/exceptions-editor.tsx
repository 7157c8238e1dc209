import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { MAX_HOURS_EXCEPTIONS } from '@pharmacy/shared/schemas/pharmacy';
import { DateField } from '../../../components/date/date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import { fieldMessage } from '../utils/pharmacy-form-resolver';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';
import { DayPeriods } from './day-periods';

export interface ExceptionsEditorProps {
  form: UseFormReturn<PharmacyFormValues>;
}

function ExceptionRow({ form, index, onRemove }: ExceptionsEditorProps & { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const closed = useWatch({ control: form.control, name: `hoursExceptions.${index}.closed` });
  const label = t('people.pharmacies.form.exceptionN', { n: index + 1 });
  return (
    <Card variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="p">
            {label}
          </Typography>
          <IconButton onClick={onRemove} aria-label={t('people.pharmacies.form.removeException', { n: index + 1 })}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name={`hoursExceptions.${index}.date`}
              render={({ field, fieldState }) => (
                <DateField
                  label={t('people.pharmacies.form.exceptionDate')}
                  name={field.name}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  required
                  error={translateFieldMessage(t, fieldState.error?.message)}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name={`hoursExceptions.${index}.closed`}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('people.pharmacies.form.closedAllDay')}
                />
              )}
            />
          </Grid>
        </Grid>
        {!closed && <DayPeriods control={form.control} name={`hoursExceptions.${index}.periods`} dayLabel={label} />}
        <FormTextField
          control={form.control}
          name={`hoursExceptions.${index}.note`}
          label={t('people.pharmacies.form.exceptionNote')}
          helperText={t('people.pharmacies.form.exceptionNoteHint')}
          size="small"
        />
      </Stack>
    </Card>
  );
}

/** Days whose hours differ from the week's (holidays, inventory): closed all day or other periods, and a note. */
export function ExceptionsEditor({ form }: ExceptionsEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'hoursExceptions' });
  const { errors } = useFormState({ control: form.control, name: 'hoursExceptions' });
  const listError = translateFieldMessage(t, fieldMessage(errors, 'hoursExceptions'));
  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('people.pharmacies.form.noExceptions')}
        </Typography>
      )}
      {fields.map((field, index) => (
        <ExceptionRow key={field.id} form={form} index={index} onRemove={() => remove(index)} />
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {fields.length < MAX_HOURS_EXCEPTIONS && (
        <Box>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ date: localDate(new Date()), closed: true, periods: [], note: '' })}
          >
            {t('people.pharmacies.form.addException')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
