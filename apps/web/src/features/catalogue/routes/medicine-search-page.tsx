import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { MEDICINE_FILTER_MAX } from '@pharmacy/shared/schemas/catalogue';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../../components/query-boundary/skeleton-rows';
import { useMedicinePages } from '../../../api/medicines';
import { MedicineResults } from '../components/medicine-results';
import { SEARCH_DEBOUNCE_MS } from '../components/medicine-search';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * The catalogue list: search by name, substance or code, page through the results. The filter lives in the
 * address (`?q=`) so a result opened and closed with Back finds the same list.
 */
export function MedicineSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const input = params.get('q') ?? '';
  const filter = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useMedicinePages(filter);
  usePageTitle(t('catalogue.searchPage.title'));

  const setInput = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const resultsLabel = filter ? t('catalogue.results.labelFor', { filter }) : t('catalogue.results.labelAll');

  return (
    <>
      <PageHeader
        title={t('catalogue.searchPage.title')}
        subtitle={t('catalogue.searchPage.subtitle')}
        crumbs={[
          { label: t('nav.dashboard'), href: paths.dashboard.root },
          { label: t('nav.eCommerce'), href: paths.dashboard.eCommerce.shop },
          { label: t('nav.catalogue') },
        ]}
      />
      <Card>
        <CardContent>
          <TextField
            type="search"
            fullWidth
            autoFocus
            label={t('catalogue.search.label')}
            placeholder={t('catalogue.search.placeholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: MEDICINE_FILTER_MAX, 'aria-controls': 'catalogue-results' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {/* Reserved height: the list does not jump when a newer search starts loading. */}
          <LinearProgress
            sx={{ mt: 1, visibility: pages.isFetching && !pages.isFetchingNextPage ? 'visible' : 'hidden' }}
            aria-hidden
          />
          <div id="catalogue-results">
            <QueryBoundary
              query={pages}
              loadingLabel={t('catalogue.search.loading')}
              loading={<SkeletonRows count={3} height={64} />}
              isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
              empty={
                <Typography role="status" sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                  {t('catalogue.search.empty')}
                </Typography>
              }
            >
              {(data) => (
                <>
                  <MedicineResults products={data.pages.flatMap((page) => page.items)} label={resultsLabel} />
                  {pages.hasNextPage && (
                    <Stack sx={{ alignItems: 'center', mt: 2 }}>
                      <Button
                        variant="outlined"
                        onClick={() => void pages.fetchNextPage()}
                        loading={pages.isFetchingNextPage}
                      >
                        {t('catalogue.results.loadMore')}
                      </Button>
                    </Stack>
                  )}
                </>
              )}
            </QueryBoundary>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
