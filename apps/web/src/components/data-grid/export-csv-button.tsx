import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from '../notifications/use-snackbar';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@pharmacy/shared/api-error';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { saveBlob } from '../../lib/download-file';

export interface ExportCsvButtonProps {
  /** The CSV address with the current filters, e.g. `/api/admin/accounts/export.csv?role=pharmacy`. */
  url: string;
  /** The file name offered to the browser. */
  fileName: string;
  label?: string;
  size?: ButtonProps['size'];
}

async function fetchCsv(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiRequestError(0, { message: GENERIC_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(
      response.status,
      isApiError(data) ? data : { message: GENERIC_ERROR_MESSAGE, code: `HTTP_${response.status}` },
    );
  }
  return response.blob();
}

/** Downloads a server CSV with the session cookie (a plain link would lose the error message). */
export function ExportCsvButton({ url, fileName, label, size = 'medium' }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchCsv(url);
      saveBlob(blob, fileName);
    } catch (error) {
      enqueueSnackbar(`${t('dataGrid.exportFailed')} ${errorMessage(t, error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      size={size}
      startIcon={<FileDownloadOutlinedIcon />}
      loading={busy}
      loadingPosition="start"
      disabled={busy}
      onClick={() => void download()}
      sx={{ flexShrink: 0 }}
    >
      {label ?? t('dataGrid.exportCsv')}
    </Button>
  );
}
