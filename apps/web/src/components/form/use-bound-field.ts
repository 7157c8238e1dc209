import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { translateFieldMessage } from '../../lib/api-errors';

/** A react-hook-form field's props for a MUI input; its error (an i18n key) becomes the translated helper text. */
export function useBoundField<T extends FieldValues>(name: Path<T>, control: Control<T>, helperText?: ReactNode) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const message = translateFieldMessage(t, fieldState.error?.message);
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: message ?? helperText,
  };
}
