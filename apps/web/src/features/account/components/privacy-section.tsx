import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorCode, errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { useAnonymiseSelf, useHasPassword, meKeys } from '../../../api/me';
import { AccountSection } from './account-section';

/** What anonymising erases and what stays (the server's modules/people/erase-copies.ts does exactly this). */
const ERASED = ['profile', 'orders', 'files', 'messages', 'trace', 'signIn'] as const;
const KEPT = ['dispensing', 'why', 'log'] as const;

/** "Forget me": the person anonymises their own account after confirming with their password (or e-mail). */
export function PrivacySection({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasPassword = useHasPassword();
  const anonymise = useAnonymiseSelf();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const withPassword = hasPassword.data !== false;

  const confirm = () => {
    if (!secret.trim()) {
      setFieldError('validation.required');
      return;
    }
    if (!withPassword && secret.trim().toLowerCase() !== email.toLowerCase()) {
      setFieldError('account.privacy.emailMismatch');
      return;
    }
    anonymise.mutate(withPassword ? { password: secret } : { confirmEmail: secret.trim() }, {
      onSuccess: () => {
        // The session is gone: the app shows the signed-out state from here.
        queryClient.setQueryData(meKeys.all, null);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'me' && q.queryKey.length > 1 });
        navigate(paths.root, { replace: true });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.data.fields : undefined;
        const message = fields?.password ?? fields?.confirmEmail;
        if (message) setFieldError(message);
        else if (errorCode(error) === 'INVALID_PASSWORD') setFieldError('auth.errors.INVALID_PASSWORD');
      },
    });
  };

  const fieldText = translateFieldMessage(t, fieldError ?? undefined);
  const showWhole = anonymise.isError && !fieldError;
  return (
    <AccountSection headingId="account-privacy-heading" heading={t('account.privacy.heading')} description={t('account.privacy.description')}>
      <Stack spacing={2.5}>
        <Typography variant="subtitle2" component="h3">
          {t('personalData.forget.erasedTitle')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {ERASED.map((key) => (
            <li key={key}>{t(`personalData.forget.erased.${key}`)}</li>
          ))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('personalData.forget.keptTitle')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {KEPT.map((key) => (
            <li key={key}>{t(`personalData.forget.kept.${key}`)}</li>
          ))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('account.privacy.whatHappens')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          <li>{t('account.privacy.signOut')}</li>
          <li>{t('account.privacy.final')}</li>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              anonymise.reset();
              setSecret('');
              setFieldError(null);
              setOpen(true);
            }}
          >
            {t('account.privacy.start')}
          </Button>
        </Stack>
      </Stack>
      <Dialog open={open} onClose={anonymise.isPending ? undefined : () => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="forget-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <DialogTitle id="forget-title">{t('account.privacy.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText>{withPassword ? t('account.privacy.confirmPassword') : t('account.privacy.confirmEmail')}</DialogContentText>
              <TextField
                autoFocus
                fullWidth
                required
                type={withPassword ? 'password' : 'email'}
                autoComplete={withPassword ? 'current-password' : 'off'}
                label={withPassword ? t('account.privacy.passwordLabel') : t('account.fields.email')}
                value={secret}
                onChange={(e) => {
                  setSecret(e.target.value);
                  setFieldError(null);
                }}
                error={Boolean(fieldText)}
                helperText={fieldText}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              {showWhole && <Alert severity="error">{errorMessage(t, anonymise.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" variant="outlined" onClick={() => setOpen(false)} disabled={anonymise.isPending}>
              {t('account.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={anonymise.isPending} disabled={anonymise.isPending}>
              {t('account.privacy.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </AccountSection>
  );
}
