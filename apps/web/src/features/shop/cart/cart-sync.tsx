import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/translation';
import { loadTranslations } from '../../../lib/i18n';
import { switchToLocalCart } from './cart-store';
import { resolveConflict, syncCustomerCart } from './sign-in-merge';

export interface CartSyncProps {
  /** The signed-in customer's id, or null for anyone else (the browser's own cart). */
  customerId: string | null;
}

/**
 * Keeps the cart store on the right cart: at a customer's sign-in it merges the browser's cart into theirs and asks
 * before replacing a cart of another pharmacy; at sign-out it goes back to the browser's cart.
 */
export function CartSync({ customerId }: CartSyncProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!customerId) {
      switchToLocalCart();
      return;
    }
    let live = true;
    void syncCustomerCart(customerId).then(async (outcome) => {
      if (outcome.kind !== 'otherPharmacy') return;
      // The layouts load the shell's texts only; the question is in the shop's.
      await loadTranslations(['work']);
      if (live) setAsking(true);
    });
    return () => {
      live = false;
    };
  }, [customerId]);

  const answer = (replace: boolean) => {
    if (!customerId) return;
    setBusy(true);
    void resolveConflict(customerId, replace).finally(() => {
      setBusy(false);
      setAsking(false);
    });
  };

  return (
    <Dialog open={asking} aria-labelledby="cart-merge-title" onClose={() => !busy && answer(false)}>
      <DialogTitle id="cart-merge-title">{t('shop.cart.mergeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('shop.cart.mergeText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} disabled={busy}>
          {t('shop.cart.mergeKeep')}
        </Button>
        <Button variant="contained" onClick={() => answer(true)} disabled={busy}>
          {t('shop.cart.mergeReplace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
