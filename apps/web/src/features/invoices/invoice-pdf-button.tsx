import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download-file';

/**
 * Downloads GET /api/invoices/:id/pdf with the session cookie (lib/download-file: a refusal shows the server's
 * reason); the file is named by the server after the invoice number. `compact`: an icon link, e.g. beside a list row.
 */
export function InvoicePdfButton({ invoice, compact = false }: { invoice: { id: string; number: string | null }; compact?: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const url = `/api/invoices/${encodeURIComponent(invoice.id)}/pdf`;
  const fileName = `${invoice.number ?? 'draft'}.pdf`;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      enqueueSnackbar(`${t('invoices.actions.pdfFailed')} ${errorMessage(t, error)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (compact) {
    // A link to the file (it works without the script too); the click fetches it, to show a refusal's reason.
    const label = t('invoices.actions.pdfOf', { number: invoice.number ?? '' });
    return (
      <Tooltip title={label}>
        <IconButton
          component="a"
          href={url}
          download={fileName}
          aria-label={label}
          aria-busy={busy}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            if (!busy) void download();
          }}
        >
          <PictureAsPdfOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" color="inherit" startIcon={<PictureAsPdfOutlinedIcon />} loading={busy} loadingPosition="start" disabled={busy} onClick={() => void download()}>
      {t('invoices.actions.pdf')}
    </Button>
  );
}
