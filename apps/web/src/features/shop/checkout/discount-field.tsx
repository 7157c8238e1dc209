import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { useCheckDiscount } from '../../../api/shop-checkout';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { useCart } from '../cart/use-cart';

/** A discount code, checked by the server for this pharmacy and basket, then applied by the reducer. */
export function DiscountField({ pharmacyId }: { pharmacyId: string }) {
  const { t } = useTranslation();
  const { checkout, dispatch } = useCart();
  const [code, setCode] = useState('');
  const check = useCheckDiscount();
  const applied = checkout.discountCode;

  if (applied) {
    return (
      <Chip
        color="success"
        variant="outlined"
        label={t('shop.payment.applied', { code: applied.code })}
        onDelete={() => dispatch({ type: 'clearDiscount' })}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  const apply = () =>
    check.mutate(
      { pharmacyId, code: code.trim().toUpperCase(), subtotalCents: checkout.subtotal },
      {
        onSuccess: (answer) =>
          dispatch({
            type: 'applyDiscount',
            discount: answer.kind === 'amount' ? { code: answer.code, kind: 'amount', cents: answer.value } : { code: answer.code, kind: 'percent', percent: answer.value },
          }),
      },
    );
  const error = check.error;
  const fieldMessage = error instanceof ApiRequestError ? error.data.fields?.code : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('shop.payment.discount')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error ? (translateFieldMessage(t, fieldMessage) ?? errorMessage(t, error)) : undefined}
        slotProps={{ htmlInput: { maxLength: 32, dir: 'ltr', style: { textTransform: 'uppercase' } } }}
        sx={{ flexGrow: 1 }}
      />
      <Button variant="outlined" color="inherit" onClick={apply} loading={check.isPending} disabled={code.trim().length < 3}>
        {t('shop.payment.apply')}
      </Button>
    </Stack>
  );
}
