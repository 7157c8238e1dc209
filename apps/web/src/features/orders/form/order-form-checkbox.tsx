import type { InputHTMLAttributes, ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { OrderFormValues } from './order-form-values';

export interface OrderFormCheckboxProps {
  name: FieldPathByValue<OrderFormValues, boolean>;
  label: ReactNode;
  /** A line under the box explaining what ticking it does. */
  hint?: ReactNode;
  /** Runs after the value changed (e.g. to keep the prescription ticks in agreement). */
  onToggle?: (checked: boolean) => void;
}

/** A tick of the order form bound to react-hook-form, its error (an i18n key) translated under it. */
export function OrderFormCheckbox({ name, label, hint, onToggle }: OrderFormCheckboxProps) {
  const { t } = useTranslation();
  const helperId = useId();
  const { field, fieldState } = useController<OrderFormValues, typeof name>({ name });
  const message = translateFieldMessage(t, fieldState.error?.message);
  const helper = message ?? hint;
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.checked);
              onToggle?.(e.target.checked);
            }}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': helper ? helperId : undefined,
                'aria-invalid': message ? true : undefined,
              } as InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {helper && (
        <FormHelperText id={helperId} sx={{ mt: -0.5, ms: 4 }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
