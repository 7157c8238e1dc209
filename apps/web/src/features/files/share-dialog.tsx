import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileSharePermission } from '@pharmacy/shared/files/constants';
import type { ChatParticipant } from '@pharmacy/shared/schemas/chat';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useChatContacts } from '../../api/chat';
import { useShareFileItem } from '../../api/files-mutations';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { fieldError, generalError } from './file-errors';
import { PermissionSelect } from './permission-select';
import { ShareList } from './share-list';

export interface ShareDialogProps {
  item: FileItem;
  onClose: () => void;
}

/** Shares the item with a person one may contact (read or edit), and lists, changes and revokes its shares. */
export function ShareDialog({ item, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState('');
  const [person, setPerson] = useState<ChatParticipant | null>(null);
  const [permission, setPermission] = useState<FileSharePermission>('read');
  const [missing, setMissing] = useState(false);
  // Exactly the chat's contacts are who one may share with (decision 015): the same query, the same cache.
  const contacts = useChatContacts(useDebouncedValue(input, 250));
  const share = useShareFileItem(item);
  const personError = missing ? t('validation.required') : fieldError(t, share.error, 'personId');
  const permissionError = fieldError(t, share.error, 'permission');
  const general = generalError(t, share.error, ['personId', 'permission']);

  const submit = () => {
    if (!person) return setMissing(true);
    setMissing(false);
    share.mutate(
      { kind: item.kind, id: item.id, personId: person.id, permission },
      {
        onSuccess: () => {
          setPerson(null);
          setInput('');
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('files.share.title', { name: item.name })}</DialogTitle>
      <DialogContent>
        {general && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {general}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, alignItems: { sm: 'flex-start' } }}>
          <Autocomplete
            sx={{ flex: 1 }}
            options={contacts.data?.contacts ?? []}
            value={person}
            onChange={(_, next) => setPerson(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            // The server searches; what it answers is the list.
            filterOptions={(all) => all}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={contacts.isFetching}
            loadingText={t('files.share.searching')}
            noOptionsText={contacts.isError ? t('auth.errors.UNKNOWN') : t('files.share.noContacts')}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <PersonAvatar url={option.avatarUrl} name={option.name} size={32} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2">{option.name}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {[t(`auth.roleNames.${option.role}`), option.pharmacyName].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('files.share.person')}
                error={Boolean(personError)}
                helperText={personError}
              />
            )}
          />
          <PermissionSelect
            label={t('files.share.permission')}
            value={permission}
            onChange={setPermission}
            error={permissionError}
          />
          <Button variant="contained" onClick={submit} loading={share.isPending} sx={{ height: 56 }}>
            {t('files.share.submit')}
          </Button>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('files.share.current')}
        </Typography>
        <ShareList item={item} />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('files.dialogs.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
