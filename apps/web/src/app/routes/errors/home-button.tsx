import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { homeFor } from '../../guards/decide-access';

/** "Go home": the person's own area when signed in, the public home otherwise. */
export function HomeButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Button component={RouterLink} to={user ? homeFor(user.role) : paths.root} variant="contained" size="large">
      {t('errors.goHome')}
    </Button>
  );
}
