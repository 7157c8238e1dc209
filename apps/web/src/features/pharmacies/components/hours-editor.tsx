import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { weekdayNames } from '../utils/hours-format';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';
import { DayPeriods } from './day-periods';

export interface HoursEditorProps {
  form: UseFormReturn<PharmacyFormValues>;
}

function DayRow({ form, day, name }: HoursEditorProps & { day: number; name: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const periods = useWatch({ control: form.control, name: `openingHours.${day}` });
  const closed = (periods?.length ?? 0) === 0;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <Stack
          direction="row"
          sx={{ width: { sm: 220 }, flexShrink: 0, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography id={headingId} variant="subtitle2" component="p">
            {name}
          </Typography>
          <FormControlLabel
            sx={{ me: 0 }}
            control={
              <Switch
                size="small"
                checked={closed}
                onChange={(e) =>
                  form.setValue(`openingHours.${day}`, e.target.checked ? [] : [{ open: '09:00', close: '18:00' }], {
                    shouldDirty: true,
                  })
                }
              />
            }
            label={t('people.pharmacies.form.closed')}
          />
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {!closed && <DayPeriods control={form.control} name={`openingHours.${day}`} dayLabel={name} />}
          {closed && (
            <Typography variant="body2" sx={{ color: 'text.secondary', pt: { sm: 1 } }}>
              {t('people.pharmacies.form.closedAllDay')}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** The week, Monday first: for each day "closed" or several periods; Monday's hours can be copied to Tuesday–Friday. */
export function HoursEditor({ form }: HoursEditorProps) {
  const { t } = useTranslation();
  const names = weekdayNames(useCurrentLanguage());
  const copyMonday = () => {
    const monday = form.getValues('openingHours.0');
    for (let day = 1; day <= 4; day++) {
      form.setValue(
        `openingHours.${day}`,
        monday.map((p) => ({ ...p })),
        { shouldDirty: true },
      );
    }
  };
  return (
    <Stack divider={<Divider flexItem />}>
      <Box sx={{ pb: 1 }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copyMonday}>
          {t('people.pharmacies.form.copyMonday')}
        </Button>
      </Box>
      {names.map((name, day) => (
        <DayRow key={day} form={form} day={day} name={name} />
      ))}
    </Stack>
  );
}
