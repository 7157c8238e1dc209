import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/translation';
import { ROLES, type Role } from '@pharmacy/shared/roles';
import { MAIL_SUBJECT_MAX } from '@pharmacy/shared/schemas/mail';
import { useSendAnnouncement } from '../../api/mail-mutations';
import { LazyRichTextEditor } from '../../components/editor/lazy-rich-text-editor';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { mailFieldErrors, mailGeneralError } from './mail-errors';

/** An admin's message to every active account of the chosen roles; it lands in their inboxes. */
export function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [roles, setRoles] = useState<Role[]>(['customer', 'pharmacy', 'shipper']);
  const [subject, setSubject] = useState('');
  const [checked, setChecked] = useState<{ roles?: boolean; subject?: boolean }>({});
  const message = useRef('');
  const send = useSendAnnouncement();
  const server = mailFieldErrors(t, send.error);
  const general = mailGeneralError(t, send.error, ['roles', 'subject', 'message']);

  const submit = () => {
    const problems = { roles: roles.length === 0, subject: subject.trim() === '' };
    setChecked(problems);
    if (problems.roles || problems.subject) return;
    send.mutate(
      { roles, subject: subject.trim(), message: message.current },
      {
        onSuccess: () => {
          enqueueSnackbar(t('mail.announcement.sent'), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  const rolesError = checked.roles ? t('validation.required') : server.roles;
  const subjectError = checked.subject ? t('validation.required') : server.subject;
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="mail-announcement-title"
    >
      <DialogTitle id="mail-announcement-title">{t('mail.announcement.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {general && <Alert severity="error">{general}</Alert>}
          <FormControl error={Boolean(rolesError)} component="fieldset">
            <FormLabel component="legend">{t('mail.announcement.roles')}</FormLabel>
            <FormGroup row>
              {ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  label={t(`auth.roleNames.${role}`)}
                  control={
                    <Checkbox
                      checked={roles.includes(role)}
                      onChange={(event) =>
                        setRoles((all) => (event.target.checked ? [...all, role] : all.filter((r) => r !== role)))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {rolesError && <FormHelperText>{rolesError}</FormHelperText>}
          </FormControl>
          <TextField
            label={t('mail.compose.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(subjectError)}
            helperText={subjectError}
            slotProps={{ htmlInput: { maxLength: MAIL_SUBJECT_MAX } }}
          />
          <LazyRichTextEditor
            label={t('mail.compose.message')}
            onChange={(html) => {
              message.current = html;
            }}
            error={server.message}
            disabled={send.isPending}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={send.isPending}>
          {t('mail.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={send.isPending}>
          {t('mail.announcement.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
