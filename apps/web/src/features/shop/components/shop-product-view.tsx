import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { useShopProduct } from '../../../api/shop';
import type { Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { ApiRequestError } from '../../../lib/api-client';
import { ProductDetails } from './product-details';
import { ShopCrumbs } from './shop-crumbs';

export interface ShopProductViewProps {
  slug: string;
  /** The crumbs before the product's own name. */
  crumbs: readonly Crumb[];
  shopHref: string;
  checkoutHref: string;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function NotFound({ shopHref }: { shopHref: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {t('shop.product.notFoundTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('shop.product.notFoundBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={shopHref}>
        {t('shop.backToShop')}
      </Button>
    </Paper>
  );
}

/** One product of the shop by its readable name: the public page and the staff preview. */
export function ShopProductView({ slug, crumbs, shopHref, checkoutHref }: ShopProductViewProps) {
  const { t } = useTranslation();
  const query = useShopProduct(slug);
  usePageTitle(query.data?.name ?? t('shop.product.title'));
  return (
    <>
      <ShopCrumbs crumbs={[...crumbs, { label: <bdi>{query.data?.name ?? slug}</bdi> }]} />
      <QueryBoundary
        query={query}
        loadingLabel={t('shop.product.loading')}
        loading={
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={240} />
            </Grid>
          </Grid>
        }
        renderError={(error) => (isNotFound(error) ? <NotFound shopHref={shopHref} /> : undefined)}
      >
        {(product) => <ProductDetails product={product} checkoutHref={checkoutHref} />}
      </QueryBoundary>
    </>
  );
}
