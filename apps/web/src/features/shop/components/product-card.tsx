import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import { formatPrice } from '../utils/format-price';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: ShopProductSummary;
  href: string;
}

/** One product of the shop: picture, name, brand, price, the pharmacy that sells it, and whether any is left. */
export function ProductCard({ product, href }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const out = product.quantity <= 0;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', p: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <ProductImage name={product.image} sx={[out && { opacity: 0.6 }]} />
        <Stack spacing={0.5} sx={{ pt: 1.5, flexGrow: 1 }}>
          {product.brand && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
              {product.brand}
            </Typography>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
            <bdi>{product.name}</bdi>
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('shop.card.soldBy', { name: product.pharmacy.name, city: product.pharmacy.city })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="p">
            {formatPrice(product.priceCents, i18n.language)}
          </Typography>
          {out && <Chip size="small" label={t('shop.outOfStock')} />}
        </Stack>
      </CardActionArea>
    </Card>
  );
}
