import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type EmailFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'autoComplete' | 'slotProps'>;

/** A bound e-mail field; the address stays left-to-right in Arabic too. */
export function EmailField<T extends FieldValues>(props: EmailFieldProps<T>) {
  return <FormTextField {...props} type="email" autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} />;
}
