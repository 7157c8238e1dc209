import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../../lib/translation';
import { ExportCsvButton } from '../../../components/data-grid/export-csv-button';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ViewSwitch } from '../../../components/data-grid/view-switch';
import { PharmacyCards } from '../components/pharmacy-cards';
import { PharmacyFilterBar } from '../components/pharmacy-filter-bar';
import { PharmacyGrid } from '../components/pharmacy-grid';
import { exportCsvHref, filtersFromParams, writeFilters, type PharmacyFilters } from '../utils/pharmacy-filters';

export interface PharmacyDirectoryPageProps {
  view: 'list' | 'cards';
  crumbs: Crumb[];
  listHref: string;
  cardsHref: string;
  newHref: string;
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
}

/** /dashboard/pharmacy, /list and /cards (admins): every pharmacy, searched and filtered through the address. */
export function PharmacyDirectoryPage({
  view,
  crumbs,
  listHref,
  cardsHref,
  newHref,
  editHref,
  profileHref,
}: PharmacyDirectoryPageProps) {
  const { t } = useTranslation();
  const title = t('people.pharmacies.list.title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = (next: PharmacyFilters) => setParams(writeFilters(params, next), { replace: true });
  const search = params.toString();
  const bar = <PharmacyFilterBar filters={filters} onChange={setFilters} />;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('people.pharmacies.list.subtitle')}
        crumbs={crumbs}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ViewSwitch
              view={view}
              listTo={`${listHref}${search ? `?${search}` : ''}`}
              cardsTo={`${cardsHref}${search ? `?${search}` : ''}`}
            />
            <ExportCsvButton url={exportCsvHref(filters)} fileName="pharmacies.csv" />
            <Button component={RouterLink} to={newHref} variant="contained" startIcon={<AddIcon />}>
              {t('people.pharmacies.new.action')}
            </Button>
          </Stack>
        }
      />
      {view === 'list' ? (
        <PharmacyGrid
          filters={filters}
          editHref={editHref}
          profileHref={profileHref}
          onSortChange={(sort) => setFilters({ ...filters, sort })}
          toolbar={bar}
        />
      ) : (
        <>
          <Card sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>{bar}</Card>
          <PharmacyCards filters={filters} editHref={editHref} profileHref={profileHref} />
        </>
      )}
    </>
  );
}
