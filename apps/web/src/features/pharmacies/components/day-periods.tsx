import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { MAX_PERIODS_PER_DAY } from '@pharmacy/shared/schemas/pharmacy';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import { fieldMessage } from '../utils/pharmacy-form-resolver';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';

/** The array of periods being edited: a weekday of the week or the periods of one exception. */
export type PeriodsPath = `openingHours.${number}` | `hoursExceptions.${number}.periods`;

export interface DayPeriodsProps {
  control: Control<PharmacyFormValues>;
  name: PeriodsPath;
  /** Names the day in buttons' accessible names ("Add a period — Monday"). */
  dayLabel: string;
}

const DEFAULT_PERIOD = { open: '09:00', close: '18:00' };

/** A time typed as digits; left-to-right in every language. */
const timeInput = { htmlInput: { dir: 'ltr', inputMode: 'numeric', placeholder: 'HH:MM', maxLength: 5 } } as const;

/** The opening periods of one day: each "opens – closes" with its own error, plus add and remove. */
export function DayPeriods({ control, name, dayLabel }: DayPeriodsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const dayError = translateFieldMessage(t, fieldMessage(errors, name));
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FormTextField
              control={control}
              name={`${name}.${index}.open`}
              label={t('people.pharmacies.form.opens')}
              size="small"
              slotProps={timeInput}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FormTextField
              control={control}
              name={`${name}.${index}.close`}
              label={t('people.pharmacies.form.closes')}
              size="small"
              slotProps={timeInput}
            />
          </Box>
          <IconButton
            onClick={() => remove(index)}
            aria-label={t('people.pharmacies.form.removePeriod', { day: dayLabel, n: index + 1 })}
            sx={{ mt: 0.25 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {dayError && <FormHelperText error>{dayError}</FormHelperText>}
      {fields.length < MAX_PERIODS_PER_DAY && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            // A first period gets usual hours; a further one is typed (e.g. after a lunch break).
            onClick={() => append(fields.length === 0 ? DEFAULT_PERIOD : { open: '', close: '' })}
            aria-label={t('people.pharmacies.form.addPeriodFor', { day: dayLabel })}
          >
            {t('people.pharmacies.form.addPeriod')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
