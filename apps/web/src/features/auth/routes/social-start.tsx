import { useEffect, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { errorCode } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n';
import { type SocialProvider, startSocial } from '../../../api/auth';
import { SocialPopupFrame } from '../components/social-popup-frame';
import { SOCIAL_MESSAGE_TYPE, type SocialMessage } from '../utils/social-popup';

const PROVIDERS: readonly string[] = ['google', 'facebook', 'apple'];

/** Tells the opener the flow could not start, then closes; stays open with the message when there is no opener. */
function reportFailure(code: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage({ type: SOCIAL_MESSAGE_TYPE, error: code } satisfies SocialMessage, window.location.origin);
  window.close();
  return true;
}

/**
 * Beyond SPEC §2: the popup's first page (/auth/social?provider=&intent=sign-in|link&role=). It asks the server to
 * start the authorization code + PKCE flow, then goes to the provider, which comes back to /auth/social/done.
 */
export function SocialStartPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const intent = params.get('intent') === 'link' ? 'link' : 'sign-in';
  const role = params.get('role') ?? undefined;
  const providerName = PROVIDERS.includes(provider) ? t(`auth.social.providers.${provider}`) : provider;
  usePageTitle(t('auth.social.popup.title', { provider: providerName }));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!PROVIDERS.includes(provider)) {
      if (!reportFailure('unknown_provider')) setFailed(true);
      return;
    }
    let stale = false;
    startSocial(intent, {
      provider: provider as SocialProvider,
      callbackURL: paths.auth.socialDone,
      additionalData: { ...(role ? { role } : {}), language: i18n.language },
    })
      .then((url) => {
        if (!stale) window.location.assign(url);
      })
      .catch((error: unknown) => {
        if (stale) return;
        console.warn('[auth] the social sign-in could not start', error);
        if (!reportFailure(errorCode(error).toLowerCase())) setFailed(true);
      });
    return () => {
      stale = true;
    };
  }, [provider, intent, role]);

  return (
    <SocialPopupFrame title={t('auth.social.popup.title', { provider: providerName })}>
      {failed ? (
        <>
          <Typography role="alert">{t('auth.social.popup.failed')}</Typography>
          <Link component={RouterLink} to={paths.auth.login}>
            {t('auth.social.popup.backToLogin')}
          </Link>
        </>
      ) : (
        <>
          <CircularProgress aria-label={t('auth.social.popup.redirecting', { provider: providerName })} />
          <Typography sx={{ color: 'text.secondary' }}>
            {t('auth.social.popup.redirecting', { provider: providerName })}
          </Typography>
        </>
      )}
    </SocialPopupFrame>
  );
}
