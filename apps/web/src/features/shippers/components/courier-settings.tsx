import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { VEHICLES, shipperUpdateSchema, type Shipper } from '@pharmacy/shared/schemas/shipper';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { useMyShipper, useUpdateMyShipper } from '../../../api/shippers';
import { ShipperPharmacies } from './shipper-pharmacies';
import { VehicleIcon } from './vehicle';

const detailsSchema = shipperUpdateSchema.pick({ phone: true, vehicle: true }).required();
type DetailsValues = z.input<typeof detailsSchema>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function Availability({ me }: { me: Shipper }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateMyShipper();
  const available = update.isPending ? Boolean(update.variables?.available) : me.available;
  return (
    <Section title={t('people.shippers.courier.availability')}>
      <Typography
        variant="body2"
        role="status"
        sx={{ mb: 1, fontWeight: 600, color: available ? 'success.main' : 'text.secondary' }}
      >
        {available ? t('people.shippers.courier.on') : t('people.shippers.courier.off')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={available}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { available: e.target.checked },
                { onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }) },
              )
            }
          />
        }
        label={t('people.shippers.courier.availableLabel')}
      />
    </Section>
  );
}

function Details({ me }: { me: Shipper }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateMyShipper();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { phone: me.phone, vehicle: me.vehicle },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ phone: saved.phone, vehicle: saved.vehicle });
      enqueueSnackbar(t('people.shippers.edit.saved'), { variant: 'success' });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['phone', 'vehicle'])) setFormError(error);
    }
  });
  return (
    <Section title={t('people.shippers.courier.details')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <FormAlert error={formError} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              label={t('people.shippers.fields.phone')}
              helperText={t('people.shippers.form.phoneHint')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="vehicle" select label={t('people.shippers.fields.vehicle')}>
              {VEHICLES.map((v) => (
                <MenuItem key={v} value={v}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <VehicleIcon vehicle={v} fontSize="small" />
                    <span>{t(`people.shippers.vehicles.${v}`)}</span>
                  </Stack>
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            {t('people.common.save')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

/** The "Courier" tab of a shipper's account: availability, working phone, vehicle; the pharmacies served, read-only. */
export function CourierSettings() {
  const { t } = useTranslation();
  const me = useMyShipper();
  return (
    <QueryBoundary query={me} loadingLabel={t('people.common.loading')} loading={<Skeleton variant="rounded" height={320} />}>
      {(shipper) => <CourierSettingsGrid me={shipper} />}
    </QueryBoundary>
  );
}

function CourierSettingsGrid({ me }: { me: Shipper }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <Availability me={me} />
          <Section title={t('people.shippers.fields.pharmacies')}>
            <ShipperPharmacies pharmacies={me.pharmacies} />
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {t('people.shippers.courier.pharmaciesNote')}
            </Typography>
          </Section>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Details key={me.uid} me={me} />
      </Grid>
    </Grid>
  );
}
