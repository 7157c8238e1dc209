import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/translation';
import { CART_LINES_MAX } from '@pharmacy/shared/shop/checkout';
import { useCart } from './use-cart';

/**
 * The reducer's refusal of the last add: another pharmacy's product asks to start a new cart with it (a cart buys
 * from one pharmacy); a full cart only says so.
 */
export function CartRefusalDialog() {
  const { t } = useTranslation();
  const { checkout, dispatch } = useCart();
  const refusal = checkout.refusal;
  const other = refusal?.reason === 'otherPharmacy';
  const dismiss = () => dispatch({ type: 'dismissRefusal' });
  return (
    <Dialog open={!!refusal} onClose={dismiss} aria-labelledby="cart-refusal-title">
      <DialogTitle id="cart-refusal-title">{t(other ? 'shop.cart.otherPharmacyTitle' : 'shop.cart.fullTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {other ? t('shop.cart.otherPharmacyText') : t('shop.cart.fullText', { max: CART_LINES_MAX })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{t(other ? 'shop.cart.keepCart' : 'shop.cart.ok')}</Button>
        {other && (
          <Button variant="contained" onClick={() => dispatch({ type: 'startNewCart' })}>
            {t('shop.cart.startNewCart')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
