import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { cartStore } from '../cart/cart-store';

/** Delivery, payment and done: placeholder until the checkout API is wired (see the delivery and payment steps). */
export function LaterSteps({ step }: { step: number; shopHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info">{t('shop.checkout.comingSoon')}</Alert>
      {step > 0 && (
        <Button onClick={() => cartStore.dispatch({ type: 'back' })}>{t('shop.checkout.back')}</Button>
      )}
    </Stack>
  );
}
