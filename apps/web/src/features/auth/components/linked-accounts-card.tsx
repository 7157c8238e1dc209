import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { useAuthConfig, type SocialProvider, authKeys, useLinkedAccounts } from '../../../api/auth';
import { openSocialPopup, socialErrorKey } from '../utils/social-popup';
import { PROVIDER_ICONS } from './social-buttons';

/**
 * "Linked sign-in methods" for the account's security area: the password and each configured provider, with a
 * button to link one. Linking runs in the popup while signed in, so the provider must confirm the same e-mail: that,
 * with the password sign-in before it, is the proof that one person owns both (docs/decisions/003).
 */
export function LinkedAccountsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useAuthConfig();
  const accounts = useLinkedAccounts();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'warning'; text: string } | null>(null);
  const providers = config.data?.providers ?? [];
  const linked = new Set((accounts.data ?? []).map((a) => a.providerId));

  const link = async (provider: SocialProvider) => {
    const name = t(`auth.social.providers.${provider}`);
    setFeedback(null);
    setBusy(provider);
    const outcome = await openSocialPopup({ provider, intent: 'link' });
    setBusy(null);
    if (outcome.status === 'success') {
      setFeedback({ severity: 'success', text: t('auth.social.linked.success', { provider: name }) });
      await queryClient.invalidateQueries({ queryKey: authKeys.linkedAccounts() });
    } else {
      setFeedback({ severity: 'warning', text: t(socialErrorKey(outcome), { provider: name }) });
    }
  };

  const state = (on: boolean) => (
    <Chip
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      label={t(on ? 'auth.social.linked.linked' : 'auth.social.linked.notLinked')}
    />
  );

  return (
    <Card component="section" aria-labelledby="linked-sign-in-title">
      <CardHeader
        title={t('auth.social.linked.title')}
        subheader={t('auth.social.linked.subtitle')}
        slotProps={{ title: { id: 'linked-sign-in-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {feedback && (
          <Alert
            severity={feedback.severity}
            role={feedback.severity === 'success' ? 'status' : 'alert'}
            sx={{ mb: 2 }}
          >
            {feedback.text}
          </Alert>
        )}
        <List disablePadding>
          <ListItem disableGutters secondaryAction={state(linked.has('credential'))}>
            <ListItemIcon>
              <KeyOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={t('auth.social.linked.password')} />
          </ListItem>
          {providers.map((provider) => {
            const on = linked.has(provider);
            const name = t(`auth.social.providers.${provider}`);
            return (
              <ListItem
                key={provider}
                disableGutters
                secondaryAction={
                  on ? (
                    state(true)
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      loading={busy === provider}
                      disabled={busy !== null || accounts.isPending}
                      onClick={() => void link(provider)}
                    >
                      {t('auth.social.linked.link', { provider: name })}
                    </Button>
                  )
                }
              >
                <ListItemIcon>{PROVIDER_ICONS[provider]}</ListItemIcon>
                <ListItemText primary={name} />
              </ListItem>
            );
          })}
        </List>
        {providers.length === 0 && config.isSuccess && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('auth.social.linked.none')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
