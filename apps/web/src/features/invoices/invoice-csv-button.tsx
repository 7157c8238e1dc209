import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download-file';

export interface InvoiceCsvButtonProps {
  /** The export address with the list's current filters. */
  url: string;
}

/** Downloads the filtered list as CSV with the session cookie (a plain link would lose the error message). */
export function InvoiceCsvButton({ url }: InvoiceCsvButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, 'invoices.csv');
    } catch (error) {
      enqueueSnackbar(`${t('invoices.list.csvFailed')} ${errorMessage(t, error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      sx={{ flexShrink: 0 }}
    >
      {t('invoices.list.csv')}
    </Button>
  );
}
