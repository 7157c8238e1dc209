import { useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import type { OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { ApiRequestError } from '../../../lib/api-client';
import { pharmacyKeys, usePharmacy } from '../../../api/pharmacies';
import { useOrderSubmission } from './use-order-submission';
import { focusFirstError } from './focus-first-error';
import { orderFormResolver, prescriptionOnlyLines, type OrderFormContext } from './order-form-resolver';
import { orderFormValues, type OrderFormStart, type OrderFormValues, type PrescriptionOnlyMap } from './order-form-values';
import { applyOrderServerErrors } from './order-server-errors';
import { OrderFormContact } from './order-form-contact';
import { OrderFormDelivery } from './order-form-delivery';
import { OrderFormExtras } from './order-form-extras';
import { OrderFormFiles } from './order-form-files';
import { OrderFormMedicines, type CatalogueChoice } from './order-form-medicines';
import { OrderFormPharmacy, type PharmacySlotProps } from './order-form-pharmacy';
import { OrderFormPrescription } from './order-form-prescription';
import { OrderFormSubmit } from './order-form-submit';

export interface OrderFormBodyProps {
  mode: 'customer' | 'counter';
  start?: OrderFormStart;
  fixedPharmacy?: Pharmacy;
  renderMedicineSearch: (add: (choice: CatalogueChoice) => void) => ReactNode;
  renderPharmacyPicker?: (props: PharmacySlotProps) => ReactNode;
  onCreated: (order: OrderDetail, files: File[]) => void;
}

/** The form itself: every SPEC §3 field, validated with the shared schema as it is filled and again on the server. */
export function OrderFormBody({ mode, start, fixedPharmacy, renderMedicineSearch, renderPharmacyPicker, onCreated }: OrderFormBodyProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const counter = mode === 'counter';
  const [prescriptionOnly, setPrescriptionOnly] = useState<PrescriptionOnlyMap>(start?.prescriptionOnly ?? {});
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<{ error: unknown; unplaced: string[] } | null>(null);
  const [conflict, setConflict] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const context = useRef<OrderFormContext>({ prescriptionOnly, pharmacy: null });
  const submission = useOrderSubmission();

  const form = useForm<OrderFormValues, unknown, OrderForm>({
    resolver: orderFormResolver(() => context.current),
    defaultValues: orderFormValues({ ...start?.values, ...(fixedPharmacy ? { pharmacy: fixedPharmacy.id } : {}) }),
    mode: 'onTouched',
    // Composite fields (RIDs, lines, the pharmacy list) are focused by focusFirstError instead.
    shouldFocusError: false,
  });
  const pharmacyId = useWatch({ control: form.control, name: 'pharmacy' });
  const prescriptionType = useWatch({ control: form.control, name: 'prescription_type' });
  const medicines = useWatch({ control: form.control, name: 'medicines' });
  const chosen = usePharmacy(fixedPharmacy ? null : pharmacyId || null);
  const pharmacy = fixedPharmacy ?? (chosen.data?.id === pharmacyId ? chosen.data : null);
  context.current = { prescriptionOnly, pharmacy };
  const prescription = prescriptionType !== 'no_prescription' || prescriptionOnlyLines({ medicines }, prescriptionOnly).length > 0;

  const choosePharmacy = (next: Pharmacy) => {
    queryClient.setQueryData(pharmacyKeys.detail(next.id), next);
    form.setValue('pharmacy', next.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // Home delivery this pharmacy does not offer is no longer a choice; the form says why where the choice was.
    if (!next.homeDelivery.enabled && form.getValues('delivery_type') === 'neighbour') form.setValue('delivery_type', 'take_away');
  };

  const send = async (values: OrderForm) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setConflict(false);
    try {
      const order = await submission.send(values);
      submission.renewKey();
      onCreated(order, files);
    } catch (error) {
      if (error instanceof ApiRequestError && error.data.code === 'IDEMPOTENCY_CONFLICT') {
        setConflict(true);
        return;
      }
      const { placed, unplaced } = applyOrderServerErrors(error, form.setError, form.getValues());
      setFailure({ error, unplaced });
      if (placed > 0) focusFirstError(formRef.current);
    } finally {
      busy.current = false;
    }
  };

  const pharmacyError = form.formState.errors.pharmacy?.message;
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(send, () => focusFirstError(formRef.current))}
        spacing={3}
        aria-label={counter ? t('orders.form.counterLabel') : t('orders.form.label')}
      >
        {counter && <OrderFormPharmacy fixed={fixedPharmacy} />}
        <OrderFormContact counter={counter} />
        <OrderFormPrescription
          prescriptionOnly={prescriptionOnly}
          files={<OrderFormFiles files={files} onChange={setFiles} disabled={submission.isPending} />}
        />
        <OrderFormMedicines
          prescriptionOnly={prescriptionOnly}
          onCatalogueChoice={(choice) => setPrescriptionOnly((known) => ({ ...known, [choice.cis]: choice.requiresPrescription }))}
          renderMedicineSearch={renderMedicineSearch}
        />
        {!counter && (
          <OrderFormPharmacy
            picker={renderPharmacyPicker?.({ value: pharmacyId || null, onChange: choosePharmacy, error: pharmacyError })}
          />
        )}
        <OrderFormDelivery pharmacy={pharmacy} prescription={prescription} />
        <OrderFormExtras counter={counter} />
        <OrderFormSubmit
          counter={counter}
          pending={submission.isPending}
          failure={failure}
          conflict={conflict}
          onSendAsNew={() => {
            // The person saw the warning and wants this form as another order: a new key, sent at once.
            submission.renewKey();
            setConflict(false);
            void form.handleSubmit(send, () => focusFirstError(formRef.current))();
          }}
          onSample={counter ? undefined : (values) => form.reset({ ...values, pharmacy: pharmacyId }, { keepDefaultValues: true })}
        />
      </Stack>
    </FormProvider>
  );
}
