import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { Language } from '@pharmacy/shared/languages';
import { shipperCreateSchema, type ShipperCreateInput, type ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { FormSection } from '../../../components/directory/form-section';
import { FormAlert } from '../../../components/form/form-alert';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useCreateShipper } from '../../../api/shippers';
import { applyShipperServerErrors, type ShipperCreateValues } from '../utils/shipper-form';
import { PharmaciesServedField, type PharmacyOption } from './pharmacies-served-field';
import { ShipperFields } from './shipper-fields';

export interface ShipperCreateFormProps {
  pharmacyOptions: readonly PharmacyOption[];
  language: Language;
  onCreated: (shipper: ShipperRow) => void;
}

/** An admin creates a courier account (active at once; the courier sets a password from the e-mail). */
export function ShipperCreateForm({ pharmacyOptions, language, onCreated }: ShipperCreateFormProps) {
  const { t } = useTranslation();
  const create = useCreateShipper();
  const [formError, setFormError] = useState<unknown>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<ShipperCreateValues, unknown, ShipperCreateInput>({
    resolver: zodResolver(shipperCreateSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', language, vehicle: 'bike', pharmacies: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnplaced([]);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const result = applyShipperServerErrors(error, form.setError, values.pharmacies.length);
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
      <FormSection title={t('people.shippers.form.details')} description={t('people.shippers.form.detailsHint')}>
        <ShipperFields control={form.control} withEmail />
      </FormSection>
      <FormSection title={t('people.shippers.fields.pharmacies')}>
        <PharmaciesServedField control={form.control} options={pharmacyOptions} />
      </FormSection>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('people.shippers.new.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
