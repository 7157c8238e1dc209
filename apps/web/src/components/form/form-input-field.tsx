import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useBoundField } from './use-bound-field';

export interface FormInputFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label?: ReactNode;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** A text area (OutlinedInput's own), growing from `minRows`. */
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputHTMLAttributes<HTMLInputElement> };
}

/**
 * An outlined text input bound to react-hook-form, drawn like MUI's TextField (FormControl, InputLabel,
 * OutlinedInput, FormHelperText, as TextField composes them) without TextField itself: TextField also brings Select,
 * Menu, Popover and Modal (about 15 KiB gzip), which the sign-in pages' e-mail and password fields never use.
 */
export function FormInputField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  fullWidth = true,
  size,
  sx,
  disabled,
  required,
  slotProps,
  ...input
}: FormInputFieldProps<T>) {
  const id = useId();
  const { inputRef, helperText: shownHelperText, error, ...field } = useBoundField(name, control, helperText);
  const helperId = shownHelperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} size={size} sx={sx} disabled={disabled} required={required} error={error}>
      {label != null && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        {...field}
        {...slotProps?.input}
        id={id}
        label={label}
        inputRef={inputRef}
        inputProps={slotProps?.htmlInput}
        aria-describedby={helperId}
      />
      {shownHelperText && <FormHelperText id={helperId}>{shownHelperText}</FormHelperText>}
    </FormControl>
  );
}
