import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { DateField } from '../../../components/date/date-field';
import { formatFieldDate } from '../../../components/date/format-field-date';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';
import { ChipList } from './chip-list';

export interface OnDutyEditorProps {
  form: UseFormReturn<PharmacyFormValues>;
}

/** The on-duty ("garde") dates, kept in order: pick a date, add it; each date is a chip. */
export function OnDutyEditor({ form }: OnDutyEditorProps) {
  const { t } = useTranslation();
  const adapter = usePickerAdapter();
  const [draft, setDraft] = useState<string | null>(null);
  const dates = useWatch({ control: form.control, name: 'onDutyDates' }) ?? [];
  const setDates = (next: string[]) =>
    form.setValue('onDutyDates', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const add = () => {
    if (!draft || dates.includes(draft)) return;
    setDates([...dates, draft].sort());
    setDraft(null);
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, maxWidth: { sm: 320 } }}>
          <DateField label={t('people.pharmacies.form.dutyDate')} value={draft} onChange={setDraft} />
        </Box>
        <Button variant="outlined" onClick={add} disabled={!draft} sx={{ mt: { sm: 1 } }}>
          {t('people.pharmacies.form.addDutyDate')}
        </Button>
      </Stack>
      <ChipList
        control={form.control}
        name="onDutyDates"
        items={dates}
        format={(iso) => formatFieldDate(adapter, iso)}
        onDelete={(index) => setDates(dates.filter((_, i) => i !== index))}
        deleteLabel={(date) => t('people.pharmacies.form.removeDutyDate', { date })}
        emptyText={t('people.pharmacies.form.noDutyDates')}
        listLabel={t('people.pharmacies.form.onDuty')}
      />
    </Stack>
  );
}
