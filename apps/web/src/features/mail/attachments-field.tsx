import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from '../../lib/translation';
import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_ATTACHMENTS_MAX, type MailAttachment } from '@pharmacy/shared/schemas/mail';
import { uploadMailAttachment } from '../../api/mail';
import { errorMessage } from '../../lib/api-errors';
import { formatFileSize } from './mail-format';
import { mailFieldErrors } from './mail-errors';

export const MAIL_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** A file on its way up (progress 0–1) or refused. */
interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  error?: string;
}

export interface AttachmentsFieldProps {
  value: MailAttachment[];
  onChange: (update: (previous: MailAttachment[]) => MailAttachment[]) => void;
  /** True while a file is still uploading (the form waits before sending). */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** The mail's files: each uploads as soon as it is chosen (with its progress), and can be taken off again. */
export function AttachmentsField({ value, onChange, onBusyChange, error, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const pending = useRef(0);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const settle = (delta: number) => {
    pending.current += delta;
    onBusyChange(pending.current > 0);
  };

  const upload = (file: File) => {
    const key = nextKey.current++;
    const refused = !MAIL_FILE_TYPES.includes(file.type)
      ? t('mail.compose.fileType')
      : file.size > MAIL_ATTACHMENT_MAX_BYTES
        ? t('validation.fileTooLarge')
        : undefined;
    setUploads((all) => [...all, { key, name: file.name, size: file.size, progress: 0, error: refused }]);
    if (refused) return;
    settle(1);
    uploadMailAttachment(file, (progress) => patch(key, { progress }))
      .then((attachment) => {
        setUploads((all) => all.filter((u) => u.key !== key));
        onChange((previous) => [...previous, attachment]);
      })
      .catch((failure: unknown) =>
        patch(key, { error: mailFieldErrors(t, failure).attachments ?? errorMessage(t, failure) }),
      )
      .finally(() => settle(-1));
  };

  const room = MAIL_ATTACHMENTS_MAX - value.length - uploads.filter((u) => !u.error).length;
  return (
    <Box>
      <Stack spacing={1}>
        {value.map((attachment) => (
          <Stack key={attachment.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <InsertDriveFileOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {attachment.name}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                · {formatFileSize(attachment.size)}
              </Box>
            </Typography>
            <IconButton
              size="small"
              disabled={disabled}
              aria-label={t('mail.compose.removeFile', { name: attachment.name })}
              onClick={() => onChange((previous) => previous.filter((a) => a.id !== attachment.id))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {uploads.map((u) => (
          <Box key={u.key}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <InsertDriveFileOutlinedIcon fontSize="small" sx={{ color: u.error ? 'error.main' : 'text.secondary' }} />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {u.name}
              </Typography>
              {u.error && (
                <IconButton
                  size="small"
                  aria-label={t('mail.compose.removeFile', { name: u.name })}
                  onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            {u.error ? (
              <FormHelperText error>{u.error}</FormHelperText>
            ) : (
              <LinearProgress
                variant="determinate"
                value={Math.round(u.progress * 100)}
                aria-label={t('mail.compose.uploading', { name: u.name })}
                sx={{ mt: 0.5, borderRadius: 1 }}
              />
            )}
          </Box>
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={MAIL_FILE_TYPES.join(',')}
        onChange={(event) => {
          Array.from(event.target.files ?? [])
            .slice(0, Math.max(0, room))
            .forEach(upload);
          event.target.value = '';
        }}
      />
      <Button
        size="small"
        color="inherit"
        startIcon={<AttachFileIcon />}
        disabled={disabled || room <= 0}
        onClick={() => input.current?.click()}
        sx={{ mt: value.length || uploads.length ? 1 : 0 }}
      >
        {t('mail.compose.attach')}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
