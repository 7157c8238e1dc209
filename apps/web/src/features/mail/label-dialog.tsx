import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from '../../lib/translation';
import { MAIL_LABEL_COLORS, type MailLabel } from '@pharmacy/shared/schemas/mail';
import { useSaveMailLabel } from '../../api/mail-mutations';
import { mailFieldErrors, mailGeneralError } from './mail-errors';

export interface LabelDialogProps {
  /** The label being changed, or null for a new one. */
  label: MailLabel | null;
  onClose: () => void;
}

/** A custom label's name and colour (one of the palette the server accepts). */
export function LabelDialog({ label, onClose }: LabelDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState<string>(label?.color ?? MAIL_LABEL_COLORS[0]);
  const [missing, setMissing] = useState(false);
  const save = useSaveMailLabel();
  const errors = mailFieldErrors(t, save.error);
  const general = mailGeneralError(t, save.error, ['name', 'color']);

  const submit = () => {
    if (!name.trim()) return setMissing(true);
    setMissing(false);
    save.mutate(
      { id: label?.id ?? null, input: { name: name.trim(), color: color as (typeof MAIL_LABEL_COLORS)[number] } },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mail-label-title">
      <DialogTitle id="mail-label-title">{t(label ? 'mail.labels.editTitle' : 'mail.labels.newTitle')}</DialogTitle>
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
          label={t('mail.labels.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={missing || Boolean(errors.name)}
          helperText={missing ? t('validation.required') : errors.name}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Typography id="mail-label-colour" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('mail.labels.color')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby="mail-label-colour"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          sx={{ gap: 1 }}
        >
          {MAIL_LABEL_COLORS.map((c, index) => (
            <Radio
              key={c}
              value={c}
              slotProps={{ input: { 'aria-label': t('mail.labels.colorNumber', { number: index + 1 }) } }}
              sx={{ p: 0.5 }}
              icon={<Box sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: c }} />}
              checkedIcon={
                <Box
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    bgcolor: c,
                    display: 'grid',
                    placeItems: 'center',
                    color: '#fff',
                    outline: 2,
                    outlineOffset: 2,
                    outlineColor: c,
                  }}
                >
                  <CheckIcon fontSize="small" />
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {errors.color && <FormHelperText error>{errors.color}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('mail.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('mail.labels.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
