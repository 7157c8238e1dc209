import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiRequestError } from '../../lib/api-client';

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

export interface NotFoundAlertProps {
  message: string;
  /** Where to pick another entry; no link when absent. */
  backHref?: string;
  backLabel: string;
}

/** An entry of a directory that does not exist (any more), with the way back to the list. */
export function NotFoundAlert({ message, backHref, backLabel }: NotFoundAlertProps) {
  return (
    <Alert
      severity="warning"
      action={
        backHref ? (
          <Button component={RouterLink} to={backHref} color="inherit" size="small">
            {backLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
