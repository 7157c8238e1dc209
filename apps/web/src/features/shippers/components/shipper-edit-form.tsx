import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { FormSection } from '../../../components/directory/form-section';
import { FormAlert } from '../../../components/form/form-alert';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useUpdateShipper } from '../../../api/shippers';
import { useUpdateUser } from '../../../api/users';
import { applyShipperServerErrors, shipperEditSchema, type ShipperEditValues } from '../utils/shipper-form';
import { PharmaciesServedField, type PharmacyOption } from './pharmacies-served-field';
import { ShipperFields } from './shipper-fields';

export interface ShipperEditFormProps {
  shipper: ShipperRow;
  account: Person;
  pharmacyOptions: readonly PharmacyOption[];
  onSaved?: (shipper: ShipperRow) => void;
}

function toValues(shipper: ShipperRow, account: Person): ShipperEditValues {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    language: account.language,
    phone: shipper.phone,
    vehicle: shipper.vehicle,
    available: shipper.available,
    pharmacies: shipper.pharmacies.map((p) => ({ pharmacyId: p.pharmacyId, isStaff: p.isStaff })),
  };
}

/**
 * An admin edits a courier: names and language belong to the person's account (PATCH /api/admin/accounts/:uid,
 * the rest of the account sent back as it is); phone, vehicle, availability and pharmacies to the courier.
 */
export function ShipperEditForm({ shipper, account, pharmacyOptions, onSaved }: ShipperEditFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateAccount = useUpdateUser();
  const updateShipper = useUpdateShipper(shipper.uid);
  const [formError, setFormError] = useState<unknown>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<ShipperEditValues>({
    resolver: zodResolver(shipperEditSchema),
    defaultValues: toValues(shipper, account),
  });
  const knownNames = Object.fromEntries(shipper.pharmacies.map((p) => [p.pharmacyId, p.pharmacyName]));

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnplaced([]);
    const dirty = form.formState.dirtyFields;
    try {
      if (dirty.first_name || dirty.last_name || dirty.language) {
        await updateAccount.mutateAsync({
          uid: shipper.uid,
          body: {
            first_name: values.first_name,
            last_name: values.last_name,
            language: values.language,
            phone: account.phone ?? '',
            address: account.address,
            postal_code: account.postal_code,
            city: account.city,
          },
        });
      }
      const saved = await updateShipper.mutateAsync({
        phone: values.phone,
        vehicle: values.vehicle,
        available: values.available,
        pharmacies: values.pharmacies,
      });
      form.reset(values);
      enqueueSnackbar(t('people.shippers.edit.saved'), { variant: 'success' });
      onSaved?.(saved);
    } catch (error) {
      const result = applyShipperServerErrors(error, form.setError, values.pharmacies?.length ?? 0);
      setUnplaced(result.unplaced);
      if (result.placed === 0 && result.unplaced.length === 0) setFormError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormAlert error={formError} />
      {unplaced.length > 0 && (
        <Alert severity="error">{unplaced.map((m) => translateFieldMessage(t, m)).join(' ')}</Alert>
      )}
      <FormSection title={t('people.shippers.form.details')}>
        <Stack spacing={2}>
          <ShipperFields control={form.control} withEmail={false} />
          <Controller
            control={form.control}
            name="available"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('people.shippers.form.availableLabel')}
              />
            )}
          />
        </Stack>
      </FormSection>
      <FormSection title={t('people.shippers.fields.pharmacies')}>
        <PharmaciesServedField control={form.control} options={pharmacyOptions} knownNames={knownNames} />
      </FormSection>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="button"
          color="inherit"
          variant="outlined"
          disabled={!form.formState.isDirty || form.formState.isSubmitting}
          onClick={() => form.reset()}
        >
          {t('people.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('people.common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
