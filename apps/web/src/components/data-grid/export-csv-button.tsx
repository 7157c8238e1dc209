import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from '../notifications/use-snackbar';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download-file';

export interface ExportCsvButtonProps {
  /** The CSV address with the current filters, e.g. `/api/admin/accounts/export.csv?role=pharmacy`. */
  url: string;
  /** The file name offered to the browser. */
  fileName: string;
  label?: string;
  /** Said before the server's reason when the download fails. */
  failureText?: string;
  /** The reader's words for a refusal the caller knows (by its code), instead of the server's English reason. */
  reasonOf?: (error: unknown) => string | undefined;
  /** The button's icon; a download arrow by default. */
  icon?: ReactNode;
  size?: ButtonProps['size'];
}

/** Downloads a server file (a CSV, a ZIP) with the session cookie (a plain link would lose the error message). */
export function ExportCsvButton({ url, fileName, label, failureText, reasonOf, icon, size = 'medium' }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      enqueueSnackbar(`${failureText ?? t('dataGrid.exportFailed')} ${reasonOf?.(error) ?? errorMessage(t, error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      size={size}
      startIcon={icon ?? <FileDownloadOutlinedIcon />}
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
