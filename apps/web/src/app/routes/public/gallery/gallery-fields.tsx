import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/translation';
import { GallerySection } from './gallery-section';

const DELIVERY = ['take_away', 'neighbour'] as const;

export function GalleryFields() {
  const { t } = useTranslation();
  const [delivery, setDelivery] = useState<(typeof DELIVERY)[number]>('take_away');
  return (
    <GallerySection title={t('pages.components.fields.title')} description={t('pages.components.fields.description')}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label={t('pages.components.fields.name')} helperText={t('pages.components.fields.nameHelp')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            type="email"
            label={t('pages.components.fields.email')}
            defaultValue="patient@"
            error
            helperText={t('pages.components.fields.emailError')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label={t('pages.components.fields.delivery')}
            value={delivery}
            onChange={(event) => setDelivery(event.target.value as (typeof DELIVERY)[number])}
          >
            {DELIVERY.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`pages.components.fields.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            disabled
            label={t('pages.components.fields.disabled')}
            defaultValue="BEPPA1B2C3D4"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth multiline minRows={3} label={t('pages.components.fields.comment')} />
        </Grid>
        <Grid size={12}>
          <FormControlLabel control={<Checkbox defaultChecked />} label={t('pages.components.fields.pharmacyCall')} />
          <FormControlLabel control={<Switch />} label={t('pages.components.fields.switch')} />
        </Grid>
      </Grid>
    </GallerySection>
  );
}
