import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelScheduleSendOutlinedIcon from '@mui/icons-material/CancelScheduleSendOutlined';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { INVITATION_DAYS, invitationCreateSchema } from '@pharmacy/shared/schemas/pharmacy';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { useInvitationActions, useInvitations } from '../../../api/pharmacies';

export interface InvitationsPanelProps {
  pharmacyId: string;
}

/** Invite a colleague by e-mail; the pending invitations, each revocable until it is used. */
export function InvitationsPanel({ pharmacyId }: InvitationsPanelProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const invitations = useInvitations(pharmacyId);
  const { invite, revoke } = useInvitationActions(pharmacyId);
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(invitationCreateSchema), defaultValues: { email: '' } });
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['email'])) setFormError(error);
      return;
    }
    form.reset({ email: '' });
    enqueueSnackbar(t('people.pharmacies.team.invited', { email: values.email }), { variant: 'success' });
  });

  const pending = (invitations.data?.items ?? []).filter((i) => i.status === 'pending');
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('people.pharmacies.team.inviteHint', { days: INVITATION_DAYS })}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          size="small"
          label={t('people.pharmacies.team.inviteEmail')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
        >
          {t('people.pharmacies.team.invite')}
        </Button>
      </Stack>
      {formError != null && <Alert severity="error">{errorMessage(t, formError)}</Alert>}
      <Typography variant="subtitle2" component="h3">
        {t('people.pharmacies.team.pending')}
      </Typography>
      <QueryBoundary
        query={invitations}
        loading={<Skeleton variant="rounded" height={64} />}
        isEmpty={() => pending.length === 0}
        empty={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('people.pharmacies.team.noPending')}
          </Typography>
        }
      >
        {() => (
        <List dense disablePadding aria-label={t('people.pharmacies.team.pending')}>
          {pending.map((invitation) => (
            <ListItem
              key={invitation.id}
              disableGutters
              secondaryAction={
                <Tooltip title={t('people.pharmacies.team.revoke')}>
                  <IconButton
                    edge="end"
                    aria-label={t('people.pharmacies.team.revokeFor', { email: invitation.email })}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => enqueueSnackbar(t('people.pharmacies.team.revoked'), { variant: 'success' }),
                        onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
                      })
                    }
                  >
                    <CancelScheduleSendOutlinedIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={<bdi dir="ltr">{invitation.email}</bdi>}
                secondary={t('people.pharmacies.team.expires', { date: date.format(new Date(invitation.expiresAt)) })}
              />
            </ListItem>
          ))}
        </List>
        )}
      </QueryBoundary>
    </Stack>
  );
}
