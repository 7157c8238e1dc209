import { useEffect, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { SocialPopupFrame } from '../components/social-popup-frame';
import { SOCIAL_MESSAGE_TYPE, type SocialMessage } from '../utils/social-popup';

/**
 * Beyond SPEC §2: the popup's last page. better-auth sends the provider's answer here (`?error=code` on failure);
 * it tells the page that opened the popup (our own origin only) and closes.
 */
export function SocialDonePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.social.popup.doneTitle'));
  const [params] = useSearchParams();
  const error = params.get('error');
  const [orphan, setOrphan] = useState(false);

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setOrphan(true);
      return;
    }
    opener.postMessage({ type: SOCIAL_MESSAGE_TYPE, error } satisfies SocialMessage, window.location.origin);
    window.close();
  }, [error]);

  return (
    <SocialPopupFrame title={t('auth.social.popup.doneTitle')}>
      {orphan ? (
        <>
          <Typography>{t(error ? 'auth.social.popup.failed' : 'auth.social.popup.done')}</Typography>
          <Link component={RouterLink} to={error ? paths.auth.login : paths.root}>
            {t(error ? 'auth.social.popup.backToLogin' : 'auth.social.popup.continue')}
          </Link>
        </>
      ) : (
        <CircularProgress aria-label={t('auth.social.popup.doneTitle')} />
      )}
    </SocialPopupFrame>
  );
}
