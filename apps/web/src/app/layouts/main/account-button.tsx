import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { homeFor } from '../../guards/decide-access';

/** "Sign in" for visitors; a way back to their own area for signed-in people. */
export function AccountButton() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  if (isAuthenticated && user) {
    return (
      <Button component={RouterLink} to={homeFor(user.role)} variant="contained" size="medium" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {t('layout.myArea')}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={paths.auth.login} variant="contained" size="medium" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {t('layout.signIn')}
    </Button>
  );
}
