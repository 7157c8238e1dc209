import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { PREFERENCE_EVENTS, type ChannelChoice, type NotificationPreferencesFull, type PreferenceEvent } from '@pharmacy/shared/schemas/accounts';
import { FormAlert } from '../../../components/form/form-alert';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../../api/me';
import { AccountSection } from './account-section';

const CHANNELS = ['email', 'inApp'] as const;
const ALWAYS_IN_APP: PreferenceEvent = 'mail.received';

/** The event's name without the order reference: "Order submitted", "Order is ready"… */
function PreferencesTable({ initial }: { initial: NotificationPreferencesFull }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveNotificationPreferences();
  const [value, setValue] = useState(initial);
  const dirty = JSON.stringify(value) !== JSON.stringify(initial);

  const toggle = (event: PreferenceEvent, channel: keyof ChannelChoice) =>
    setValue((v) => ({ ...v, [event]: { ...v[event], [channel]: !v[event][channel] } }));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value, { onSuccess: () => enqueueSnackbar(t('account.notifications.saved'), { variant: 'success' }) });
      }}
    >
      <FormAlert error={save.error} />
      <TableContainer>
        <Table size="small" aria-label={t('account.notifications.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.notifications.event')}</TableCell>
              {CHANNELS.map((c) => (
                <TableCell key={c} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`account.notifications.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PREFERENCE_EVENTS.map((event) => {
              const name = t(`account.notifications.events.${event.replace('order.', '')}`);
              return (
                <TableRow key={event} hover>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  {CHANNELS.map((c) => (
                    <TableCell key={c} align="center" sx={{ py: 0.25, width: 96 }}>
                      <Switch
                        // A person's mail always lands in the mailbox: only its e-mail copy is a choice.
                        checked={(event === ALWAYS_IN_APP && c === 'inApp') || (value[event]?.[c] ?? true)}
                        disabled={event === ALWAYS_IN_APP && c === 'inApp'}
                        onChange={() => toggle(event, c)}
                        slotProps={{ input: { 'aria-label': `${name}: ${t(`account.notifications.${c}`)}` } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" variant="outlined" disabled={!dirty || save.isPending} onClick={() => setValue(initial)}>
          {t('account.actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!dirty || save.isPending}>
          {t('account.actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  const prefs = useNotificationPreferences();
  return (
    <AccountSection
      headingId="account-notifications-heading"
      heading={t('account.notifications.heading')}
      description={t('account.notifications.description')}
    >
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          {t('account.notifications.accountAlways')}
        </Alert>
        <QueryBoundary
          query={prefs}
          loadingLabel={t('account.notifications.loading')}
          loading={<Skeleton variant="rounded" height={420} />}
        >
          {(data) => <PreferencesTable key={JSON.stringify(data)} initial={data} />}
        </QueryBoundary>
      </Stack>
    </AccountSection>
  );
}
