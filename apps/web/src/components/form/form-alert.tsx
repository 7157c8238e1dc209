import Alert, { type AlertProps } from '@mui/material/Alert';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';

export interface FormAlertProps {
  error: unknown;
  severity?: AlertProps['severity'];
}

/** The whole-form error of a failed call, translated when its code is known; nothing when there is no error. */
export function FormAlert({ error, severity = 'error' }: FormAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity={severity} role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}
