import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { readCartCount, subscribeCartCount } from './cart-count';

/**
 * The header's cart button with the number of items. Small on purpose (a plain dot, not MUI's Badge): it is on every
 * public page's first load, and reads the count the cart store leaves in localStorage, so it carries no cart code.
 */
export function CartBadge() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const owner = user?.role === 'customer' ? user.uid : null;
  const count = useSyncExternalStore(subscribeCartCount, () => readCartCount(owner), () => 0);
  return (
    <IconButton component={RouterLink} to={paths.shop.checkout} aria-label={t('layout.cart', { items: count })} sx={{ position: 'relative' }}>
      <ShoppingCartOutlined />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            insetInlineEnd: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            typography: 'caption',
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </IconButton>
  );
}
