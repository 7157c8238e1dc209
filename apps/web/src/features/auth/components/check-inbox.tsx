import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Trans, useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

export interface CheckInboxProps {
  email?: string | null;
  /** Extra information under the message, e.g. that an admin approves pharmacy accounts. */
  note?: ReactNode;
}

export function CheckInbox({ email, note }: CheckInboxProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon={<MarkEmailUnreadOutlinedIcon />}
      title={t('auth.checkInbox.title')}
      subtitle={
        email ? (
          <Trans i18nKey="auth.checkInbox.sentTo" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
        ) : (
          t('auth.checkInbox.sent')
        )
      }
      footer={{ to: paths.auth.login, label: t('auth.links.backToLogin') }}
    >
      <Stack spacing={3}>
        {note && <Alert severity="info">{note}</Alert>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.checkInbox.spamHint')}
        </Typography>
        <ResendVerification email={email} />
      </Stack>
    </AuthCard>
  );
}
