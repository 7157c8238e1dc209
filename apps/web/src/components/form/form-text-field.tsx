import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useBoundField } from './use-bound-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'defaultValue'
> & {
  name: Path<T>;
  control: Control<T>;
};

/** A MUI text field bound to react-hook-form; its error (an i18n key) is translated under the field. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, ...props }: FormTextFieldProps<T>) {
  return <TextField fullWidth {...props} {...useBoundField(name, control, helperText)} />;
}
