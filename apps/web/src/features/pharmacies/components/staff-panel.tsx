import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { PersonAvatar } from '../../../components/avatar/person-avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import type { PharmacyStaffMember } from '@pharmacy/shared/schemas/pharmacy';
import { errorMessage } from '../../../lib/api-errors';
import { useStaffActions } from '../../../api/pharmacies';
import { usePharmacyAccountSearch } from '../../../api/users';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface StaffPanelProps {
  pharmacyId: string;
  staff: PharmacyStaffMember[];
  /** Admins link and unlink accounts; staff only see their colleagues. */
  manage: boolean;
}

function personName(p: Person) {
  return `${p.first_name} ${p.last_name}`.trim() || p.email;
}

/** An admin finds a pharmacy account by name or e-mail and links it. */
function LinkAccount({ pharmacyId, staff }: Pick<StaffPanelProps, 'pharmacyId' | 'staff'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const q = useDebouncedValue(input.trim(), 300);
  const search = usePharmacyAccountSearch(q, q.length >= 2);
  const { link } = useStaffActions(pharmacyId);
  const options = (search.data?.items ?? []).filter((p) => !staff.some((s) => s.uid === p.uid));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        sx={{ flex: 1 }}
        size="small"
        options={options}
        value={chosen}
        onChange={(_, value) => setChosen(value)}
        inputValue={input}
        onInputChange={(_, value) => setInput(value)}
        filterOptions={(x) => x}
        getOptionLabel={personName}
        isOptionEqualToValue={(a, b) => a.uid === b.uid}
        loading={search.isFetching}
        noOptionsText={q.length < 2 ? t('people.pharmacies.team.typeToSearch') : t('people.pharmacies.team.noAccount')}
        renderOption={(props, option) => (
          <li {...props} key={option.uid}>
            <ListItemText primary={personName(option)} secondary={<bdi dir="ltr">{option.email}</bdi>} />
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('people.pharmacies.team.linkAccount')}
            helperText={t('people.pharmacies.team.linkHint')}
          />
        )}
      />
      <Button
        variant="outlined"
        disabled={!chosen}
        loading={link.isPending}
        sx={{ mt: { sm: 0.25 } }}
        onClick={() =>
          chosen &&
          link.mutate(chosen.uid, {
            onSuccess: () => {
              enqueueSnackbar(t('people.pharmacies.team.linked', { name: personName(chosen) }), { variant: 'success' });
              setChosen(null);
              setInput('');
            },
            onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
          })
        }
      >
        {t('people.pharmacies.team.link')}
      </Button>
    </Stack>
  );
}

/** The pharmacy's team: names and avatars (e-mails for colleagues and admins); admins link and unlink accounts. */
export function StaffPanel({ pharmacyId, staff, manage }: StaffPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { unlink } = useStaffActions(pharmacyId);
  return (
    <Stack spacing={2}>
      {staff.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('people.pharmacies.team.noStaff')}
        </Typography>
      ) : (
        <List disablePadding aria-label={t('people.pharmacies.profile.team')}>
          {staff.map((member) => (
            <ListItem
              key={member.uid}
              disableGutters
              secondaryAction={
                manage ? (
                  <Tooltip title={t('people.pharmacies.team.unlink')}>
                    <IconButton
                      edge="end"
                      aria-label={t('people.pharmacies.team.unlinkName', { name: member.displayName })}
                      disabled={unlink.isPending}
                      onClick={() =>
                        unlink.mutate(member.uid, {
                          onSuccess: () =>
                            enqueueSnackbar(t('people.pharmacies.team.unlinked', { name: member.displayName }), {
                              variant: 'success',
                            }),
                          onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
                        })
                      }
                    >
                      <LinkOffOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemAvatar>
                <PersonAvatar url={member.avatarUrl} name={member.displayName} />
              </ListItemAvatar>
              <ListItemText
                primary={member.displayName}
                secondary={member.email ? <bdi dir="ltr">{member.email}</bdi> : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      {manage && <LinkAccount pharmacyId={pharmacyId} staff={staff} />}
    </Stack>
  );
}
