import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ORDER_LINES_MAX, ORDER_QUANTITY_MAX, ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { OrderFormValues, PrescriptionOnlyMap } from './order-form-values';
import { OrderFormLine } from './order-form-line';
import { OrderFormSection } from './order-form-section';

/** A medicine chosen in the catalogue search. */
export interface CatalogueChoice {
  cis: string;
  name: string;
  requiresPrescription: boolean;
}

export interface OrderFormMedicinesProps {
  prescriptionOnly: PrescriptionOnlyMap;
  /** Remembers the catalogue's prescription status of a chosen medicine. */
  onCatalogueChoice: (choice: CatalogueChoice) => void;
  /** The catalogue search (a feature of its own): calls `add` with the chosen medicine. */
  renderMedicineSearch: (add: (choice: CatalogueChoice) => void) => ReactNode;
}

/** The medicines: from the catalogue search or typed freely, each with a quantity; plus what the patient needs. */
export function OrderFormMedicines({ prescriptionOnly, onCatalogueChoice, renderMedicineSearch }: OrderFormMedicinesProps) {
  const { t } = useTranslation();
  const { control, formState, getValues, setValue, setFocus } = useFormContext<OrderFormValues>();
  const lines = useFieldArray({ control, name: 'medicines' });
  const listRef = useRef<HTMLOListElement>(null);
  const full = lines.fields.length >= ORDER_LINES_MAX;
  const rootError = formState.errors.medicines?.message ?? formState.errors.medicines?.root?.message;

  const addCatalogue = (choice: CatalogueChoice) => {
    onCatalogueChoice(choice);
    const current = getValues('medicines');
    const existing = current.findIndex((line) => line.cis === choice.cis);
    // The same medicine twice is one line with a larger quantity.
    if (existing >= 0) {
      const quantity = Math.min(ORDER_QUANTITY_MAX, (Number(current[existing].quantity) || 0) + 1);
      setValue(`medicines.${existing}.quantity`, quantity, { shouldDirty: true });
      return;
    }
    if (full) return;
    lines.append({ cis: choice.cis, name: choice.name, quantity: 1 }, { shouldFocus: false });
  };

  return (
    <OrderFormSection title={t('orders.form.medicines.title')} description={t('orders.form.medicines.description')}>
      {!full && renderMedicineSearch(addCatalogue)}
      {lines.fields.length > 0 && (
        <Stack component="ol" ref={listRef} spacing={1.5} aria-label={t('orders.form.medicines.listLabel')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {lines.fields.map((line, index) => (
            <OrderFormLine
              key={line.id}
              index={index}
              prescriptionOnly={Boolean(line.cis && prescriptionOnly[line.cis])}
              onRemove={() => lines.remove(index)}
            />
          ))}
        </Stack>
      )}
      <Box data-invalid={rootError ? 'true' : undefined}>
        <Button
          variant="text"
          startIcon={<EditNoteIcon />}
          disabled={full}
          onClick={() => {
            lines.append({ cis: null, name: '', quantity: 1 }, { shouldFocus: false });
            requestAnimationFrame(() => setFocus(`medicines.${lines.fields.length}.name`));
          }}
        >
          {t('orders.form.medicines.addFreeText')}
        </Button>
        {full && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('orders.form.medicines.full', { max: ORDER_LINES_MAX })}
          </Typography>
        )}
        {rootError && (
          <FormHelperText error role="alert">
            {translateFieldMessage(t, rootError)}
          </FormHelperText>
        )}
      </Box>
      <FormTextField
        control={control}
        name="request"
        multiline
        minRows={2}
        label={t('orders.form.medicines.request')}
        helperText={t('orders.form.medicines.requestHint')}
        slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
      />
    </OrderFormSection>
  );
}
