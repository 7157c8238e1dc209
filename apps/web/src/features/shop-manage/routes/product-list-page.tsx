import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridRowId } from '@mui/x-data-grid';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import { ExportCsvButton } from '../../../components/data-grid/export-csv-button';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAuth } from '../../../lib/auth/use-auth';
import { errorMessage } from '../../../lib/api-errors';
import { shopManageExportUrl, useBulkShopVisibility, useManagedProducts } from '../../../api/shop-manage';
import { PRODUCT_COLUMNS_HIDDEN_ON_PHONE, productColumns } from '../components/product-columns';
import { ProductFiltersBar } from '../components/product-filters-bar';
import { ProductTabs } from '../components/product-tabs';
import { StockDialog } from '../components/stock-dialog';
import { useProductFilters } from '../utils/use-product-filters';
import { toQuery } from '../utils/list-filters';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;
const RESULTS_ID = 'shop-product-results';

function NewProductButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.dashboard.product.new} variant="contained" startIcon={<AddIcon />}>
      {t('nav.newProduct')}
    </Button>
  );
}

/** /dashboard/e-commerce/list: the pharmacy's shop products (every pharmacy's, read-only, for an admin). */
export function ShopProductListPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const staff = useAuth().user?.role === 'pharmacy';
  // The grid's own phone breakpoint (ServerDataGrid hides the columns below `sm`).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { filters, setFilters } = useProductFilters();
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const query = toQuery(filters, q);
  const products = useManagedProducts({ ...query, limit: PAGE_SIZE });
  const bulk = useBulkShopVisibility();
  const [stockOf, setStockOf] = useState<ShopProductSummary | null>(null);
  const rows = useMemo(() => products.data?.pages.flatMap((page) => page.items) ?? [], [products.data]);
  const counts = products.data?.pages[0]?.counts;
  const filtered = Boolean(q || filters.tab || filters.category || filters.kind);
  const columns = useMemo(
    () => productColumns({ t, language, showPharmacy: !staff, canEdit: staff, phone, onStock: setStockOf }),
    [t, language, staff, phone],
  );
  usePageTitle(t('pages.eCommerce.list.title'));

  const publish = async (ids: GridRowId[], action: 'publish' | 'unpublish', clear: () => void) => {
    try {
      const { updated } = await bulk.mutateAsync({ ids: ids.map(String), action });
      enqueueSnackbar(t(`shopManage.bulk.${action}Done`, { count: updated }), { variant: 'success' });
      clear();
    } catch (error) {
      enqueueSnackbar(`${t('shopManage.bulk.failed')} ${errorMessage(t, error)}`, { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={t('pages.eCommerce.list.title')}
        subtitle={staff ? t('shopManage.list.subtitle') : t('shopManage.list.subtitleAdmin')}
        crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.eCommerce'), href: paths.dashboard.eCommerce.root }, { label: t('nav.products') }]}
        action={staff ? <NewProductButton /> : undefined}
      />
      <div id={RESULTS_ID}>
        <ServerDataGrid
          label={t('shopManage.list.gridLabel')}
          rows={rows}
          columns={columns}
          loading={products.isPending || (products.isFetching && !products.isFetchingNextPage && products.isPlaceholderData)}
          error={products.error}
          onRetry={() => void products.refetch()}
          hasMore={products.hasNextPage}
          onLoadMore={() => void products.fetchNextPage()}
          loadingMore={products.isFetchingNextPage}
          // Publishing is the staff's: an admin's bulk call is refused.
          checkboxSelection={staff}
          bulkActions={(ids, clear) => (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" startIcon={<VisibilityOutlinedIcon />} disabled={bulk.isPending} onClick={() => void publish(ids, 'publish', clear)}>
                {t('shopManage.bulk.publish')}
              </Button>
              <Button size="small" variant="outlined" color="inherit" startIcon={<VisibilityOffOutlinedIcon />} disabled={bulk.isPending} onClick={() => void publish(ids, 'unpublish', clear)}>
                {t('shopManage.bulk.unpublish')}
              </Button>
            </Stack>
          )}
          toolbar={
            <Box sx={{ mx: { xs: -2, md: -2.5 }, my: { xs: -2, md: -2.5 } }}>
              <ProductTabs value={filters.tab} counts={counts} onChange={(tab) => setFilters({ tab })} panelId={RESULTS_ID} />
              <ProductFiltersBar
                filters={filters}
                onChange={setFilters}
                resultsId={RESULTS_ID}
                end={<ExportCsvButton url={shopManageExportUrl(query)} fileName="shop-products.csv" label={t('shopManage.list.csv')} failureText={t('shopManage.list.csvFailed')} />}
              />
            </Box>
          }
          emptyTitle={filtered ? t('shopManage.list.emptyFiltered') : t('shopManage.list.emptyTitle')}
          emptyDescription={
            filtered ? (
              t('shopManage.list.emptyFilteredHint')
            ) : (
              // No link in here: the overlay sits inside the grid, whose role allows rows only (the header has "New product").
              staff ? t('shopManage.list.emptyBody') : t('shopManage.list.emptyBodyAdmin')
            )
          }
          hiddenOnPhone={PRODUCT_COLUMNS_HIDDEN_ON_PHONE}
          density="comfortable"
        />
      </div>
      {stockOf && <StockDialog product={stockOf} onClose={() => setStockOf(null)} />}
    </>
  );
}
