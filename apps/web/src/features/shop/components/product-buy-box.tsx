import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { CART_QUANTITY_MAX } from '@pharmacy/shared/shop/checkout';
import { cartStore } from '../cart/cart-store';
import { toCartItem } from '../utils/cart-item';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';

export interface ProductBuyBoxProps {
  product: ShopProductDetail;
  checkoutHref: string;
}

/** Variant, quantity and "Add to cart", by the checkout reducer's add rule (the same product again adds up). */
export function ProductBuyBox({ product, checkoutHref }: ProductBuyBoxProps) {
  const { t } = useTranslation();
  const [color, setColor] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState(false);
  const [added, setAdded] = useState(false);
  const max = Math.max(1, Math.min(CART_QUANTITY_MAX, product.quantity));
  const out = product.quantity <= 0;

  const add = () => {
    if (product.colors.length > 0 && !color) {
      setMissing(true);
      return;
    }
    const before = cartStore.getSnapshot().checkout.cart;
    cartStore.dispatch({ type: 'add', item: toCartItem(product, quantity, color) });
    // A refusal (another pharmacy's cart) leaves the cart as it was and opens its own dialog.
    setAdded(cartStore.getSnapshot().checkout.cart !== before);
  };

  return (
    <Stack spacing={2.5}>
      {product.colors.length > 0 && (
        <VariantPicker
          colors={product.colors}
          value={color}
          missing={missing && !color}
          onChange={(next) => {
            setColor(next);
            setAdded(false);
          }}
        />
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <QuantityStepper
          value={quantity}
          max={max}
          label={t('shop.quantity.of', { name: product.name })}
          disabled={out}
          onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
          onIncrease={() => setQuantity((q) => Math.min(max, q + 1))}
        />
        <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} onClick={add} disabled={out}>
          {t('shop.product.addToCart')}
        </Button>
      </Stack>
      {added && (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={checkoutHref} color="inherit" size="small">
              {t('shop.product.viewCart')}
            </Button>
          }
        >
          {t('shop.product.added')}
        </Alert>
      )}
    </Stack>
  );
}
