import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { ErrorView } from './error-view';
import { HomeButton } from './home-button';

/** /403: a signed-in person whom the server (or a role rule) turned away. */
export function Page403() {
  const { t } = useTranslation();
  return (
    <ErrorView
      code={403}
      title={t('errors.403.title')}
      description={t('errors.403.description')}
      actions={
        <>
          <HomeButton />
          <Button component={RouterLink} to={paths.contact} variant="outlined" size="large" color="inherit">
            {t('errors.contactUs')}
          </Button>
        </>
      }
    />
  );
}

/** /404 and every unknown address. */
export function Page404() {
  const { t } = useTranslation();
  return (
    <ErrorView code={404} title={t('errors.404.title')} description={t('errors.404.description')} actions={<HomeButton />} />
  );
}

/** /500 and the router's error boundary. */
export function Page500() {
  const { t } = useTranslation();
  return (
    <ErrorView
      code={500}
      title={t('errors.500.title')}
      description={t('errors.500.description')}
      actions={
        <>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {t('errors.tryAgain')}
          </Button>
          <Button href={paths.root} variant="outlined" size="large" color="inherit">
            {t('errors.goHome')}
          </Button>
        </>
      }
    />
  );
}
