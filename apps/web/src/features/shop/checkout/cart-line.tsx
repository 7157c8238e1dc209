import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../../lib/translation';
import { CART_QUANTITY_MAX, type CartItem } from '@pharmacy/shared/shop/checkout';
import { lineAmount } from '@pharmacy/shared/invoices/money';
import { ProductImage } from '../components/product-image';
import { QuantityStepper } from '../components/quantity-stepper';
import { cartStore } from '../cart/cart-store';
import { formatPrice } from '../utils/format-price';

/** One line of the cart: picture, name and picks, unit price, − n +, delete, and the line's amount. */
export function CartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const dispatch = cartStore.dispatch;
  return (
    <Stack direction="row" spacing={2} sx={{ py: 2, alignItems: { sm: 'center' } }}>
      <ProductImage name={item.image} sx={{ width: { xs: 64, sm: 80 }, flexShrink: 0 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ flexGrow: 1, minWidth: 0, alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
            <bdi>{item.name}</bdi>
          </Typography>
          {item.colors.length > 0 && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('shop.cart.picks', { picks: item.colors.join(', ') })}
            </Typography>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('shop.cart.unitPrice', { price: formatPrice(item.price, i18n.language) })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <QuantityStepper
            value={item.quantity}
            max={CART_QUANTITY_MAX}
            label={t('shop.quantity.of', { name: item.name })}
            onDecrease={() => dispatch({ type: 'decrease', id: item.id })}
            onIncrease={() => dispatch({ type: 'increase', id: item.id })}
          />
          <Typography variant="subtitle2" sx={{ minWidth: 80, textAlign: 'end' }}>
            {formatPrice(lineAmount(item.price, item.quantity), i18n.language)}
          </Typography>
          <IconButton aria-label={t('shop.cart.remove', { name: item.name })} onClick={() => dispatch({ type: 'remove', id: item.id })}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      </Stack>
    </Stack>
  );
}
