import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiRequestError } from '../../lib/api-client';

/** The server answers 404 or 403 alike for a record one may not see: asking again changes nothing. */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/** Said instead of an error: the record does not exist or is not the reader's, with a way back when there is one. */
export function NotFoundAlert({ message, backHref, backLabel }: { message: string; backHref?: string; backLabel: string }) {
  return (
    <Alert
      severity="info"
      action={
        backHref && (
          <Button component={RouterLink} to={backHref} color="inherit" size="small">
            {backLabel}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
