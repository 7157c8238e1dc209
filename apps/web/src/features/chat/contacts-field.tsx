import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { CHAT_RECIPIENTS_MAX, type ChatParticipant } from '@pharmacy/shared/schemas/chat';
import { useChatContacts } from '../../api/chat';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export interface ContactsFieldProps {
  value: ChatParticipant[];
  onChange: (value: ChatParticipant[]) => void;
  error?: string;
}

function contactDetail(t: (key: string) => string, contact: ChatParticipant): string {
  return contact.pharmacyName
    ? `${t(`auth.roleNames.${contact.role}`)} · ${contact.pharmacyName}`
    : t(`auth.roleNames.${contact.role}`);
}

/** The people one may write to, searched by name as one types. */
export function ContactsField({ value, onChange, error }: ContactsFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 250);
  const contacts = useChatContacts(q);
  return (
    <Autocomplete
      multiple
      options={contacts.data?.contacts ?? []}
      value={value}
      onChange={(_, next) => onChange(next.slice(0, CHAT_RECIPIENTS_MAX))}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      // The server searches; what it answers is the list.
      filterOptions={(options) => options}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={contacts.isFetching}
      loadingText={t('chat.new.searching')}
      noOptionsText={contacts.isError ? t('auth.errors.UNKNOWN') : t('chat.new.noContacts')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PersonAvatar url={option.avatarUrl} name={option.name} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {contactDetail(t, option)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('chat.new.recipients')}
          placeholder={value.length ? '' : t('chat.new.recipientsPlaceholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
