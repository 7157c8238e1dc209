import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { readCartCount, subscribeCartCount } from './cart-count';

/**
 * The header's cart button with the number of items. Small on purpose: it reads the count the cart store leaves in
 * localStorage, so the public pages' first load carries no cart code.
 */
export function CartBadge() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const owner = user?.role === 'customer' ? user.uid : null;
  const count = useSyncExternalStore(subscribeCartCount, () => readCartCount(owner), () => 0);
  return (
    <IconButton component={RouterLink} to={paths.shop.checkout} aria-label={t('layout.cart', { items: count })}>
      <Badge badgeContent={count} color="primary" max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
