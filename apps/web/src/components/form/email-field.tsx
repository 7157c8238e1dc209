import type { FieldValues } from 'react-hook-form';
import { FormInputField, type FormInputFieldProps } from './form-input-field';

export type EmailFieldProps<T extends FieldValues> = Omit<
  FormInputFieldProps<T>,
  'type' | 'autoComplete' | 'slotProps'
>;

/** A bound e-mail field; the address stays left-to-right in Arabic too. */
export function EmailField<T extends FieldValues>(props: EmailFieldProps<T>) {
  return <FormInputField {...props} type="email" autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} />;
}
