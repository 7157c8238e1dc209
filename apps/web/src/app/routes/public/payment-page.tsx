import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { PaymentStatus } from './payment-status';

/**
 * SPEC /payment: how paying works, and the shop's payment step's landing page. Back from the provider with
 * `?checkout={id}`, a signed-in customer sees where their payment stands.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated, user } = useAuth();
  const checkoutId = params.get('checkout');
  const title = t('pages.payment.title');
  usePageTitle(title);
  const signIn = paths.auth.loginReturnTo(location.pathname + location.search);
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={t('pages.payment.subtitle')} />
      {checkoutId && (
        <Card variant="outlined">
          <CardContent>
            {isAuthenticated && user?.role === 'customer' ? (
              <PaymentStatus checkoutId={checkoutId} customerId={user.uid} />
            ) : (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>{t('pages.payment.signInToSee')}</Typography>
                <Button component={RouterLink} to={signIn} variant="contained">
                  {t('auth.login.submit')}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{t('pages.payment.howTitle')}</Typography>
        <Typography>{t('pages.payment.atPharmacy')}</Typography>
        <Typography>{t('pages.payment.online')}</Typography>
      </Stack>
      <Button component={RouterLink} to={paths.shop.root} variant="outlined" color="inherit" sx={{ alignSelf: 'flex-start' }}>
        {t('pages.payment.toShop')}
      </Button>
    </Stack>
  );
}
