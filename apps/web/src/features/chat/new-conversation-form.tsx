import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../lib/translation';
import { CHAT_MESSAGE_MAX, type ChatParticipant } from '@pharmacy/shared/schemas/chat';
import { useStartChatConversation } from '../../api/chat';
import { chatFieldError, chatGeneralError } from './chat-errors';
import { ContactsField } from './contacts-field';

export interface NewConversationFormProps {
  listHref: string;
  conversationHref: (id: string) => string;
}

type Errors = { recipients?: string; body?: string };

/** Start a conversation: who with, and the first message; one already with the same people is reused. */
export function NewConversationForm({ listHref, conversationHref }: NewConversationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [recipients, setRecipients] = useState<ChatParticipant[]>([]);
  const [body, setBody] = useState('');
  const [local, setLocal] = useState<Errors>({});
  const start = useStartChatConversation();
  const error = start.error;
  const recipientsError = local.recipients ?? chatFieldError(t, error, 'recipients');
  const bodyError = local.body ?? chatFieldError(t, error, 'body');
  const generalError = chatGeneralError(t, error, ['recipients', 'body']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Errors = {
      recipients: recipients.length === 0 ? t('validation.chatRecipients') : undefined,
      body: !body.trim()
        ? t('validation.required')
        : body.trim().length > CHAT_MESSAGE_MAX
          ? t('validation.tooLong')
          : undefined,
    };
    setLocal(errors);
    if (errors.recipients || errors.body) return;
    start.mutate(
      { recipients: recipients.map((r) => r.id), message: { body: body.trim() } },
      { onSuccess: ({ conversation }) => void navigate(conversationHref(conversation.id)) },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton component={RouterLink} to={listHref} aria-label={t('chat.back')} sx={{ display: { md: 'none' } }}>
          <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        <Typography variant="subtitle1" component="h2">
          {t('chat.new.title')}
        </Typography>
      </Stack>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <ContactsField
          value={recipients}
          onChange={(next) => {
            setRecipients(next);
            setLocal((e) => ({ ...e, recipients: undefined }));
          }}
          error={recipientsError}
        />
        <TextField
          label={t('chat.new.message')}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setLocal((e) => ({ ...e, body: undefined }));
          }}
          multiline
          minRows={4}
          maxRows={12}
          error={Boolean(bodyError)}
          helperText={bodyError}
        />
        {generalError && (
          <FormHelperText error role="alert">
            {generalError}
          </FormHelperText>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={start.isPending}>
            {t('chat.new.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
