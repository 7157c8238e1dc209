import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import { errorMessage } from '../../../lib/api-errors';
import { useAcceptInvitation, useInvitationPreview } from '../../../api/pharmacies';

export interface InvitationAcceptCardProps {
  token: string;
  /** The account's own e-mail: an invitation for another address cannot be accepted with it. */
  email: string;
  /** After acceptance or dismissal (e.g. drop ?invite= from the address). */
  onDone: () => void;
}

/** An existing pharmacy account opens an invitation link: it sees which pharmacy invites it and accepts. */
export function InvitationAcceptCard({ token, email, onDone }: InvitationAcceptCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  if (preview.isPending)
    return <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} aria-label={t('people.common.loading')} />;
  if (preview.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 3 }} onClose={onDone}>
        {t('people.pharmacies.invitation.invalid')}
      </Alert>
    );
  }
  const forOther = preview.data.email.toLowerCase() !== email.toLowerCase();
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onDone}>
            {t('people.common.later')}
          </Button>
          <Button
            variant="contained"
            size="small"
            disabled={forOther}
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => {
                  enqueueSnackbar(t('people.pharmacies.invitation.accepted', { pharmacy: preview.data.pharmacyName }), {
                    variant: 'success',
                  });
                  onDone();
                },
                onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
              })
            }
          >
            {t('people.pharmacies.invitation.accept')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('people.pharmacies.invitation.title', { pharmacy: preview.data.pharmacyName })}</AlertTitle>
      {forOther
        ? t('people.pharmacies.invitation.otherEmail', { email: preview.data.email })
        : t('people.pharmacies.invitation.acceptHint')}
    </Alert>
  );
}
