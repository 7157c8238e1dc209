import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from '../../lib/translation';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, CHAT_MESSAGE_MAX } from '@pharmacy/shared/schemas/chat';
import { useSendChatAttachment, useSendChatMessage } from '../../api/chat';
import { chatFieldError, chatGeneralError } from './chat-errors';
import { formatFileSize } from './chat-format';

export interface ChatComposerProps {
  conversationId: string;
}

/** The message box: Enter sends, Shift+Enter is a new line; one picture or PDF may go with a caption. */
export function ChatComposer({ conversationId }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<{ field: 'body' | 'file'; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useSendChatMessage(conversationId);
  const attach = useSendChatAttachment(conversationId);
  const pending = send.isPending || attach.isPending;
  const error = file ? attach.error : send.error;

  const bodyError = localError?.field === 'body' ? localError.message : chatFieldError(t, error, 'body');
  const fileError = localError?.field === 'file' ? localError.message : chatFieldError(t, error, 'file');
  const generalError = localError ? undefined : chatGeneralError(t, error, ['body', 'file']);

  const submit = () => {
    if (pending) return;
    setLocalError(null);
    if (file) {
      attach.mutate(
        { file, body: text },
        {
          onSuccess: () => {
            setText('');
            setFile(null);
          },
        },
      );
      return;
    }
    if (!text.trim()) return;
    if (text.trim().length > CHAT_MESSAGE_MAX)
      return setLocalError({ field: 'body', message: t('validation.tooLong') });
    // The text stays in the box until the server has it: a failure loses nothing.
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    attach.reset();
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(picked.type)) {
      setFile(null);
      return setLocalError({ field: 'file', message: t('validation.fileType') });
    }
    if (picked.size > CHAT_ATTACHMENT_MAX_BYTES) {
      setFile(null);
      return setLocalError({ field: 'file', message: t('validation.fileTooLarge') });
    }
    setLocalError(null);
    setFile(picked);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1, sm: 1.5 } }}
    >
      {file && (
        <Chip
          label={`${file.name} · ${formatFileSize(file.size)}`}
          onDelete={() => {
            setFile(null);
            attach.reset();
          }}
          sx={{ mb: 1, maxWidth: '100%' }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={input}
          type="file"
          hidden
          accept={CHAT_ATTACHMENT_TYPES.join(',')}
          data-testid="chat-file-input"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Tooltip title={t('chat.composer.attach')}>
          <IconButton aria-label={t('chat.composer.attach')} onClick={() => input.current?.click()} disabled={pending}>
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (localError?.field === 'body') setLocalError(null);
          }}
          onKeyDown={onKeyDown}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          placeholder={file ? t('chat.composer.caption') : t('chat.composer.placeholder')}
          error={Boolean(bodyError)}
          helperText={bodyError}
          slotProps={{ htmlInput: { 'aria-label': t('chat.composer.label'), maxLength: CHAT_MESSAGE_MAX + 100 } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.composer.send')}
          loading={pending}
          disabled={!text.trim() && !file}
        >
          <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      </Stack>
      {fileError && <FormHelperText error>{fileError}</FormHelperText>}
      {generalError && (
        <FormHelperText error role="alert">
          {generalError}
        </FormHelperText>
      )}
    </Box>
  );
}
