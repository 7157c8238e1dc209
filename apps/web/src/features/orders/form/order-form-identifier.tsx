import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useFormContext, useFormState, useWatch, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { FormTextField } from '../../../components/form/form-text-field';
import type { OrderFormValues } from './order-form-values';

export interface OrderFormIdentifierProps {
  name: FieldPathByValue<OrderFormValues, string>;
  label: string;
  hint: ReactNode;
  required?: boolean;
  /** The live check (the same as the schema's), so a valid number is confirmed as it is typed. */
  isValid: (value: string) => boolean;
  placeholder?: string;
}

/**
 * A Belgian identifier (national number, eID card number, RID): typed left-to-right in every language, checked as
 * it is typed; a tick confirms a valid one, the schema's message explains a wrong one.
 */
export function OrderFormIdentifier({ name, label, hint, required, isValid, placeholder }: OrderFormIdentifierProps) {
  const { t } = useTranslation();
  const { control, getFieldState } = useFormContext<OrderFormValues>();
  const value = useWatch({ control, name }) as string;
  const formState = useFormState({ control, name });
  // A server message (e.g. a number the server refused) outranks the browser's check.
  const valid = !getFieldState(name, formState).error && value.trim() !== '' && isValid(value);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      placeholder={placeholder}
      helperText={hint}
      autoComplete="off"
      slotProps={{
        htmlInput: { dir: 'ltr', inputMode: 'text', spellCheck: false },
        input: {
          endAdornment: valid ? (
            <InputAdornment position="end">
              <CheckCircleOutlineIcon color="success" titleAccess={t('orders.form.prescription.valid')} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
