import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { SHOP_LOW_STOCK } from '@pharmacy/shared/shop/constants';
import { CartRefusalDialog } from '../cart/cart-refusal-dialog';
import { formatPrice } from '../utils/format-price';
import { leafletUrl } from '../utils/leaflet-url';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';

export interface ProductDetailsProps {
  product: ShopProductDetail;
  checkoutHref: string;
}

function StockLine({ quantity }: { quantity: number }) {
  const { t } = useTranslation();
  if (quantity <= 0) return <Chip label={t('shop.outOfStock')} sx={{ width: 'fit-content' }} />;
  const low = quantity <= SHOP_LOW_STOCK;
  return (
    <Typography variant="body2" sx={{ color: low ? 'warning.main' : 'success.main' }}>
      {low ? t('shop.product.fewLeft', { left: quantity }) : t('shop.product.inStock')}
    </Typography>
  );
}

/** A shop product's page body: gallery, price with VAT, stock, the selling pharmacy, picks and "Add to cart". */
export function ProductDetails({ product, checkoutHref }: ProductDetailsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Grid container spacing={{ xs: 3, md: 5 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProductGallery images={product.images} name={product.name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {[product.brand, t(`shop.category.${product.category}`)].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              <bdi>{product.name}</bdi>
            </Typography>
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="h5" component="p">
              {formatPrice(product.priceCents, i18n.language)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('shop.product.vatIncluded', { rate: product.vatRate })}
            </Typography>
          </Stack>
          <StockLine quantity={product.quantity} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StorefrontOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            <Typography variant="body2">
              {t('shop.card.soldBy', { name: product.pharmacy.name, city: product.pharmacy.city })}
            </Typography>
          </Stack>
          <Divider />
          <ProductBuyBox product={product} checkoutHref={checkoutHref} />
          {product.medicine && (
            <Typography variant="body2">
              <Link href={leafletUrl(product.medicine.cis)} target="_blank" rel="noopener noreferrer">
                {t('shop.product.leaflet')}
              </Link>{' '}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {t('layout.opensInNewTab')}
              </Typography>
            </Typography>
          )}
        </Stack>
      </Grid>
      {product.description && (
        <Grid size={12}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('shop.product.description')}
          </Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', maxWidth: 760 }}>
            {product.description}
          </Typography>
        </Grid>
      )}
      <CartRefusalDialog />
    </Grid>
  );
}
