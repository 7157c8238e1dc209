import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import Link from '@mui/material/Link';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import type { Role } from '@pharmacy/shared/roles';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { AuthCard } from '../components/auth-card';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMailLabels } from '../../../api/mail';
import { waitingMailboxPath } from '../utils/waiting-mailbox-path';

const STEPS = ['auth.pending.step1', 'auth.pending.step2', 'auth.pending.step3'] as const;

/** The way to the account's mailbox (decision 013): the platform's decision, and mail to the platform's team. */
function MessagesLink({ role }: { role: Role }) {
  const { t } = useTranslation();
  const unread = useMailLabels().data?.labels.find((l) => l.id === 'inbox')?.unreadCount ?? 0;
  return (
    <Button
      component={RouterLink}
      to={waitingMailboxPath(role)}
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<MailOutlineIcon />}
    >
      {t('auth.pending.messages')}
      {unread > 0 && (
        <Box
          component="span"
          sx={{ ml: 1, px: 1, borderRadius: 1, typography: 'caption', fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {t('auth.pending.unread', { count: unread })}
        </Box>
      )}
    </Button>
  );
}

/** What a signed-in account that is not active (pending approval, suspended or refused) sees instead of the product. */
export function PendingApprovalPage() {
  const { t } = useTranslation();
  const { user, refresh, signOut } = useAuth();
  const refused = user?.status === 'refused';
  // A refused or suspended account has nothing to wait for: no steps, no "check again".
  const suspended = user?.status === 'suspended' || refused;
  const title = refused ? t('auth.pending.refusedTitle') : suspended ? t('auth.pending.suspendedTitle') : t('auth.pending.title');
  usePageTitle(title);
  const [busy, setBusy] = useState<'refresh' | 'signOut' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stillPending, setStillPending] = useState(false);

  const run = async (action: 'refresh' | 'signOut') => {
    setBusy(action);
    setError(null);
    setStillPending(false);
    try {
      if (action === 'signOut') await signOut();
      else {
        await refresh();
        // If the account was approved the guard swaps this page for the product; otherwise say so.
        setStillPending(true);
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  if (!user) {
    return (
      <AuthCard icon={<HourglassTopIcon />} title={t('auth.pending.signedOutTitle')}>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
          {t('auth.links.signIn')}
        </Button>
      </AuthCard>
    );
  }

  const explanation = refused
    ? t('auth.pending.refusedBody')
    : suspended
    ? t('auth.pending.suspendedBody')
    : user.role === 'pharmacy'
      ? t('auth.pending.bodyPharmacy')
      : user.role === 'shipper'
        ? t('auth.pending.bodyShipper')
        : t('auth.pending.body');

  return (
    <AuthCard icon={refused ? <GppBadOutlinedIcon /> : suspended ? <BlockOutlinedIcon /> : <HourglassTopIcon />} title={title} subtitle={explanation} maxWidth={520}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {t('auth.pending.signedInAs')}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            <bdi dir="ltr">{user.email}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={t(`auth.roleNames.${user.role}`)} />
            <Chip
              size="small"
              color={suspended ? 'error' : 'warning'}
              variant="outlined"
              label={t(`auth.statusNames.${user.status}`)}
            />
          </Stack>
        </Paper>

        {!suspended && (
          // Where the account stands: registered and verified (done), under review (now), full access (next).
          <Stepper orientation="vertical" activeStep={1} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {STEPS.map((key) => (
              <Step key={key} component="li">
                <StepLabel>{t(key)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}

        {user.status === 'suspended' ? (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to={paths.contact}>
              {t('auth.pending.suspendedContact')}
            </Link>
          </Typography>
        ) : (
          <MessagesLink role={user.role} />
        )}

        {stillPending && !suspended && <Alert severity="info">{t('auth.pending.stillPending')}</Alert>}
        {error != null && <Alert severity="error">{errorMessage(t, error)}</Alert>}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {!suspended && (
            <Button
              variant="contained"
              size="large"
              fullWidth
              loading={busy === 'refresh'}
              disabled={busy !== null}
              onClick={() => void run('refresh')}
            >
              {t('auth.pending.checkAgain')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            loading={busy === 'signOut'}
            disabled={busy !== null}
            onClick={() => void run('signOut')}
          >
            {t('auth.signOut')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
