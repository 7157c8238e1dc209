import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from '../../lib/translation';
import { MAIL_SUBJECT_MAX, type MailAttachment, type MailCompose } from '@pharmacy/shared/schemas/mail';
import { useDeleteMail, useSaveMail } from '../../api/mail-mutations';
import { LazyRichTextEditor } from '../../components/editor/lazy-rich-text-editor';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { AttachmentsField } from './attachments-field';
import type { ComposeValues, Recipient } from './compose-values';
import { mailFieldErrors, mailGeneralError, type MailFieldErrors } from './mail-errors';
import { RecipientsField } from './recipients-field';

export type ComposeMode = 'new' | 'reply' | 'forward' | 'draft';

export interface ComposeDialogProps {
  mode: ComposeMode;
  initial: ComposeValues;
  onClose: () => void;
}

const FORM_FIELDS = ['to', 'subject', 'message', 'attachments'] as const;

/** What sending needs (the server says the same): someone to write to and a subject. A draft needs nothing. */
function checkBeforeSending(to: Recipient[], subject: string): MailFieldErrors {
  return {
    ...(to.length === 0 ? { to: 'validation.mailRecipients' } : {}),
    ...(subject.trim() === '' ? { subject: 'validation.required' } : {}),
  };
}

/** The form's content as one string; the editor's `dir="auto"` marks are not a change. */
function snapshot(to: Recipient[], subject: string, message: string, attachments: MailAttachment[]): string {
  return JSON.stringify([
    to.map((r) => r.id),
    subject.trim(),
    message.replace(/ dir="auto"/g, ''),
    attachments.map((a) => a.id),
  ]);
}

/**
 * A new mail, a reply, a forward or a draft: recipients, subject, rich text and files; Send or Save draft.
 * Whatever fails, the dialog stays open with everything typed, and each field shows what the server said about it.
 */
export function ComposeDialog({ mode, initial, onClose }: ComposeDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [to, setTo] = useState<Recipient[]>(initial.to);
  const [subject, setSubject] = useState(initial.subject);
  const [attachments, setAttachments] = useState<MailAttachment[]>(initial.attachments);
  const [uploading, setUploading] = useState(false);
  const [draftId, setDraftId] = useState(initial.draftId);
  const [checked, setChecked] = useState<MailFieldErrors>({});
  // The editor owns its text; the latest HTML is kept here without re-rendering the form on every key.
  const message = useRef(initial.message);
  const toInput = useRef<HTMLInputElement>(null);
  const subjectInput = useRef<HTMLInputElement>(null);
  const save = useSaveMail();
  const remove = useDeleteMail();
  const [confirmClose, setConfirmClose] = useState(false);
  // What was last saved (or opened): closing with anything else asks first, so no text is lost by a stray click.
  const saved = useRef(snapshot(initial.to, initial.subject, initial.message, initial.attachments));
  const requestClose = () => {
    if (snapshot(to, subject, message.current, attachments) === saved.current) onClose();
    else setConfirmClose(true);
  };

  const serverErrors = mailFieldErrors(t, save.error);
  const errors: MailFieldErrors = {
    to: checked.to ? t(checked.to) : serverErrors.to,
    subject: checked.subject ? t(checked.subject) : serverErrors.subject,
    message: serverErrors.message,
    attachments: serverErrors.attachments,
  };
  const general = mailGeneralError(t, save.error, FORM_FIELDS);

  const submit = (draft: boolean) => {
    const problems = draft ? {} : checkBeforeSending(to, subject);
    setChecked(problems);
    if (problems.to) return toInput.current?.focus();
    if (problems.subject) return subjectInput.current?.focus();
    const input: MailCompose = {
      to: to.map((r) => r.id),
      subject: subject.trim(),
      message: message.current,
      attachmentIds: attachments.map((a) => a.id),
      replyToId: initial.replyToId,
      forwardOfId: initial.forwardOfId,
      draft,
    };
    save.mutate(
      { draftId, input },
      {
        onSuccess: ({ mail }) => {
          if (draft) {
            setDraftId(mail.id);
            saved.current = snapshot(to, subject, input.message, attachments);
            if (confirmClose) onClose();
            enqueueSnackbar(t('mail.compose.saved'), { variant: 'success' });
          } else {
            enqueueSnackbar(t('mail.compose.sent'), { variant: 'success' });
            onClose();
          }
        },
        onError: (error) => {
          setConfirmClose(false);
          const named = mailFieldErrors(t, error);
          if (named.to) toInput.current?.focus();
          else if (named.subject) subjectInput.current?.focus();
        },
      },
    );
  };

  const busy = save.isPending;
  const title = t(`mail.compose.title.${mode}`);
  return (
    <Dialog
      open
      onClose={busy ? undefined : requestClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="mail-compose-title"
    >
      <DialogTitle id="mail-compose-title" sx={{ paddingInlineEnd: 7 }}>
        {title}
        <IconButton
          aria-label={t('mail.compose.close')}
          onClick={requestClose}
          disabled={busy}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {general && (
            <Alert severity="error" role="alert">
              {general}
            </Alert>
          )}
          <RecipientsField value={to} onChange={setTo} error={errors.to} disabled={busy} inputRef={toInput} />
          <TextField
            inputRef={subjectInput}
            label={t('mail.compose.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: MAIL_SUBJECT_MAX } }}
          />
          <LazyRichTextEditor
            label={t('mail.compose.message')}
            placeholder={t('mail.compose.messagePlaceholder')}
            initialValue={initial.message}
            onChange={(html) => {
              message.current = html;
            }}
            error={errors.message}
            disabled={busy}
            minHeight={fullScreen ? 240 : 220}
            autoFocus={mode === 'reply' ? 'start' : undefined}
          />
          {initial.forwardOfId && <Alert severity="info">{t('mail.compose.forwardFiles')}</Alert>}
          <AttachmentsField
            value={attachments}
            onChange={setAttachments}
            onBusyChange={setUploading}
            error={errors.attachments}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {draftId && (
          <Tooltip title={t('mail.compose.deleteDraft')}>
            <IconButton
              aria-label={t('mail.compose.deleteDraft')}
              color="error"
              disabled={busy || remove.isPending}
              onClick={() =>
                remove.mutate(draftId, {
                  onSuccess: () => {
                    enqueueSnackbar(t('mail.done.deleted'), { variant: 'success' });
                    onClose();
                  },
                  onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
                })
              }
              sx={{ marginInlineEnd: 'auto' }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
        <Button color="inherit" onClick={() => submit(true)} disabled={busy || uploading}>
          {t('mail.compose.saveDraft')}
        </Button>
        <Button
          variant="contained"
          endIcon={<SendIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          onClick={() => submit(false)}
          loading={busy}
          disabled={uploading}
        >
          {t('mail.compose.send')}
        </Button>
      </DialogActions>
      <Dialog open={confirmClose} onClose={() => setConfirmClose(false)} aria-labelledby="mail-close-title">
        <DialogTitle id="mail-close-title">{t('mail.compose.closeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('mail.compose.closeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirmClose(false)}>
            {t('mail.compose.keepWriting')}
          </Button>
          <Button color="error" onClick={onClose}>
            {t('mail.compose.discard')}
          </Button>
          <Button variant="contained" loading={busy} onClick={() => submit(true)}>
            {t('mail.compose.saveDraft')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
