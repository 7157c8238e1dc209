import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from '../../../lib/translation';

/** SPEC §9 "Empty cart": said in words with a way back to the shop; the reducer's fixed amounts are not shown. */
export function EmptyCart({ shopHref }: { shopHref: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="status" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <ShoppingCartOutlined aria-hidden sx={{ fontSize: 56, color: 'text.disabled', mb: 2 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('shop.cart.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('shop.cart.emptyBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={shopHref}>
        {t('shop.cart.goShopping')}
      </Button>
    </Paper>
  );
}
