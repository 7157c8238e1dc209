import { useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { MAIL_RECIPIENTS_MAX } from '@pharmacy/shared/schemas/mail';
import type { ChatParticipant } from '@pharmacy/shared/schemas/chat';
import { useChatContacts } from '../../api/chat';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import type { Recipient } from './compose-values';

export interface RecipientsFieldProps {
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The people one may write to (the chat's contacts, admins included), searched by name as one types. */
export function RecipientsField({ value, onChange, error, disabled, inputRef }: RecipientsFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  // One may write to exactly one's chat contacts (the server's rule): the same query, the same cache.
  const contacts = useChatContacts(useDebouncedValue(input, 250));
  const toRecipient = (c: ChatParticipant): Recipient => ({
    id: c.id,
    name: c.name,
    avatarUrl: c.avatarUrl,
    detail: c.pharmacyName ? `${t(`auth.roleNames.${c.role}`)} · ${c.pharmacyName}` : t(`auth.roleNames.${c.role}`),
  });
  const options = (contacts.data?.contacts ?? []).map(toRecipient);
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      onChange={(_, next) => onChange(next.slice(0, MAIL_RECIPIENTS_MAX))}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      // The server searches; what it answers is the list.
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={contacts.isFetching}
      loadingText={t('mail.compose.searching')}
      noOptionsText={contacts.isError ? t('auth.errors.UNKNOWN') : t('mail.compose.noContacts')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar url={option.avatarUrl} name={option.name} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            {option.detail && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {option.detail}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('mail.compose.to')}
          placeholder={value.length ? '' : t('mail.compose.toPlaceholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
