import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from '../../lib/translation';
import { useMail } from '../../api/mail';
import { errorMessage } from '../../lib/api-errors';
import { ComposeDialog } from './compose-dialog';
import { draftValues } from './compose-values';

/** A draft opens back into the compose dialog once its full text and files have arrived. */
export function DraftCompose({ mailId, onClose }: { mailId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const draft = useMail(mailId);
  if (draft.data) return <ComposeDialog mode="draft" initial={draftValues(t, draft.data.mail)} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={t('mail.compose.title.draft')}>
      <DialogContent sx={{ minWidth: 280, textAlign: 'center' }}>
        {draft.isError ? (
          <Alert severity="error">{errorMessage(t, draft.error)}</Alert>
        ) : (
          <CircularProgress aria-label={t('mail.reader.loading')} />
        )}
      </DialogContent>
      {draft.isError && (
        <DialogActions>
          <Button onClick={onClose}>{t('mail.compose.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
