import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { paths } from '../../../config/paths';

/** Step 3: the order is made (paying at the pharmacy); its reference and where to follow it. */
export function DoneStep({ result, shopHref }: { result: CheckoutResult; shopHref: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="status" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <CheckCircleOutline aria-hidden color="success" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('shop.done.title')}
      </Typography>
      {result.order && (
        <Typography variant="body1" sx={{ mb: 1 }}>
          {t('shop.done.reference', { reference: result.order.reference })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('shop.done.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={paths.my.dashboard}>
          {t('shop.done.myOrders')}
        </Button>
        <Button color="inherit" component={RouterLink} to={shopHref}>
          {t('shop.cart.continueShopping')}
        </Button>
      </Stack>
    </Paper>
  );
}
