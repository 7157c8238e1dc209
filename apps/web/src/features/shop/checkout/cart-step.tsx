import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCart } from '../cart/use-cart';
import { CartLine } from './cart-line';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';

/** Step 0: the cart's lines, the totals, and "Continue" for a signed-in customer (others are told how to buy). */
export function CartStep({ shopHref }: { shopHref: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { checkout, removed, owner, dispatch } = useCart();
  const isCustomer = user?.role === 'customer';
  // Just signed in, the browser's cart is still being merged into the customer's: going on now would be undone by
  // the merged cart's answer, which starts the checkout again at the cart.
  const merging = isCustomer && owner !== user.uid;

  if (checkout.cart.length === 0) return <EmptyCart shopHref={shopHref} />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        {removed.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('shop.cart.removed', { names: removed.join(', ') })}
          </Alert>
        )}
        <Card sx={{ px: { xs: 2, sm: 3 } }}>
          <Stack divider={<Divider flexItem />}>
            {checkout.cart.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Stack>
        </Card>
        <Button component={RouterLink} to={shopHref} sx={{ mt: 2 }} color="inherit">
          {t('shop.cart.continueShopping')}
        </Button>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ p: 3 }}>
          <OrderSummary totals={checkout} shippingChosen={checkout.shippingChoice !== null} />
          <Stack spacing={2} sx={{ mt: 3 }}>
            {user && !isCustomer && <Alert severity="info">{t('shop.checkout.customersOnly')}</Alert>}
            {!user && (
              <Button variant="contained" size="large" component={RouterLink} to={paths.auth.loginReturnTo(pathname)}>
                {t('shop.checkout.signInToContinue')}
              </Button>
            )}
            {isCustomer && (
              <Button variant="contained" size="large" loading={merging} disabled={merging} onClick={() => dispatch({ type: 'next' })}>
                {t('shop.checkout.continue')}
              </Button>
            )}
          </Stack>
        </Card>
      </Grid>
    </Grid>
  );
}
