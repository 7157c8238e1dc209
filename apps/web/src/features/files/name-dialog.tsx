import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { FILE_NAME_MAX } from '@pharmacy/shared/files/constants';
import { fieldError, generalError } from './file-errors';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  /** The last failed save: its field message shows under the name. */
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** One name to type: a new folder's, or an item's new name. The server says what is wrong with it. */
export function NameDialog({ title, submitLabel, initialName, pending, error, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [missing, setMissing] = useState(false);
  const nameError = missing ? t('validation.required') : fieldError(t, error, 'name');
  const general = generalError(t, error, ['name']);

  const submit = () => {
    if (!name.trim()) return setMissing(true);
    setMissing(false);
    onSubmit(name.trim());
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {general && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {general}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('files.dialogs.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onFocus={(event) => {
              // Renaming "scan.pdf" selects "scan", as file managers do.
              const dot = event.target.value.lastIndexOf('.');
              if (dot > 0) event.target.setSelectionRange(0, dot);
            }}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
