import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '../../../lib/translation';
import { useShopProducts } from '../../../api/shop';
import { ListEmptyState } from '../../../components/list/list-empty-state';
import { LoadMoreFooter } from '../../../components/list/load-more-footer';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { hasFilters, readShopFilters, toRequestFilters, type ShopUrlFilters } from '../utils/shop-url-filters';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';

const RESULTS_ID = 'shop-results';
const PAGE_SIZE = 24;
/** One request per pause in typing (search, prices, postcode), not per key. */
export const SHOP_DEBOUNCE_MS = 350;

export interface ShopBrowserProps {
  /** The product page's address: the public one, or the dashboard's for staff. */
  productHref: (slug: string) => string;
}

/**
 * The shop's products (issue 15): search, filters and sort kept in the address, cards, "load more" by cursor.
 * The public /shop and the dashboard's staff preview show this same component.
 */
export function ShopBrowser({ productHref }: ShopBrowserProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readShopFilters(params);
  // A string, not an object: the debounce compares values, and a new object every render would never settle.
  const typedKey = JSON.stringify([filters.q, filters.min, filters.max, filters.postcode]);
  const [q, min, max, postcode] = JSON.parse(useDebouncedValue(typedKey, SHOP_DEBOUNCE_MS)) as string[];
  const request = toRequestFilters({ ...filters, q, min, max, postcode }, PAGE_SIZE);
  const pages = useShopProducts(request);
  const products = pages.data?.pages.flatMap((page) => page.items) ?? [];

  const set = (key: keyof ShopUrlFilters, value: string | boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const text = value === true ? '1' : value === false ? '' : value;
        if (text && !(key === 'sort' && text === 'relevance')) next.set(key, text);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Card>
      <ShopFilters filters={filters} onChange={set} resultsId={RESULTS_ID} />
      {/* Reserved height: the grid does not jump when a newer filter starts loading. */}
      <LinearProgress
        aria-hidden
        sx={{ visibility: pages.isFetching && !pages.isFetchingNextPage && !pages.isPending ? 'visible' : 'hidden' }}
      />
      <div id={RESULTS_ID} role="region" aria-label={t('shop.results')} aria-busy={pages.isFetching}>
        <QueryBoundary
          query={pages}
          sx={{ p: 3 }}
          loadingLabel={t('shop.loading')}
          errorTitle={t('shop.loadFailed')}
          isEmpty={() => products.length === 0}
          empty={
            hasFilters(filters) ? (
              <ListEmptyState
                title={t('shop.empty.filteredTitle')}
                body={t('shop.empty.filteredBody')}
                action={
                  <Button component={RouterLink} to="?" replace variant="outlined" color="inherit">
                    {t('shop.empty.clear')}
                  </Button>
                }
              />
            ) : (
              <ListEmptyState title={t('shop.empty.title')} body={t('shop.empty.body')} />
            )
          }
        >
          {() => (
            <Grid container spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
              {products.map((product) => (
                <Grid key={product.id} size={{ xs: 6, sm: 4, md: 3 }}>
                  <ProductCard product={product} href={productHref(product.slug)} />
                </Grid>
              ))}
            </Grid>
          )}
        </QueryBoundary>
        <LoadMoreFooter pages={pages} label={t('shop.loadMore')} />
      </div>
    </Card>
  );
}
