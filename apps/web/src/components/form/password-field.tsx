import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { FormInputField, type FormInputFieldProps } from './form-input-field';

export type PasswordFieldProps<T extends FieldValues> = Omit<FormInputFieldProps<T>, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A bound password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormInputField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
