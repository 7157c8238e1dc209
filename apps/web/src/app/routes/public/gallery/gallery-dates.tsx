import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { Trans, useTranslation } from '../../../../lib/translation';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@pharmacy/shared/settings/constants';
import { DateField } from '../../../../components/date/date-field';
import { DateProvider } from '../../../../components/date/date-provider';
import { formatFieldDate } from '../../../../components/date/format-field-date';
import { GallerySection } from './gallery-section';

// Dates are digits: they keep their order in Arabic.
const ltr = { date: <bdi dir="ltr" /> };

function DatesSection() {
  const { t } = useTranslation();
  const adapter = usePickerAdapter();
  const [value, setValue] = useState<string | null>(null);
  const description = (
    <Trans
      i18nKey="date.gallery.description"
      values={{ min: formatFieldDate(adapter, DATE_PICKER_MIN), max: formatFieldDate(adapter, DATE_PICKER_MAX) }}
      components={ltr}
    />
  );
  return (
    <GallerySection title={t('date.gallery.title')} description={description}>
      <Grid container spacing={2.5} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateField label={t('date.gallery.label')} name="prescriptionDate" value={value} onChange={setValue} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="output" variant="body2" aria-live="polite">
            {value ? (
              <Trans i18nKey="date.gallery.chosen" values={{ date: value }} components={ltr} />
            ) : (
              t('date.gallery.none')
            )}
          </Typography>
        </Grid>
      </Grid>
    </GallerySection>
  );
}

/** The date picker with its provider: this page's chunk is the only one that carries MUI X and dayjs. */
export function GalleryDates() {
  return (
    <DateProvider>
      <DatesSection />
    </DateProvider>
  );
}
