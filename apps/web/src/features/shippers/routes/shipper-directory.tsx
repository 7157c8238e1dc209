import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../../lib/translation';
import { ExportCsvButton } from '../../../components/data-grid/export-csv-button';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ViewSwitch } from '../../../components/data-grid/view-switch';
import type { PharmacyOption } from '../components/pharmacies-served-field';
import { ShipperCards } from '../components/shipper-cards';
import { ShipperFilterBar } from '../components/shipper-filter-bar';
import { ShipperGrid } from '../components/shipper-grid';
import { exportCsvHref, filtersFromParams, writeFilters, type ShipperFilters } from '../utils/shipper-filters';

export interface ShipperDirectoryPageProps {
  view: 'list' | 'cards';
  /** Admins manage couriers; pharmacy staff get a read-only view of those delivering for them. */
  manage: boolean;
  crumbs: Crumb[];
  listHref: string;
  cardsHref: string;
  newHref: string;
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
  pharmacyOptions?: readonly PharmacyOption[];
}

/** /dashboard/shipper, /list and /cards. */
export function ShipperDirectoryPage({
  view,
  manage,
  crumbs,
  listHref,
  cardsHref,
  newHref,
  editHref,
  profileHref,
  pharmacyOptions,
}: ShipperDirectoryPageProps) {
  const { t } = useTranslation();
  const title = manage ? t('people.shippers.list.title') : t('people.shippers.list.titleStaff');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = (next: ShipperFilters) => setParams(writeFilters(params, next), { replace: true });
  const search = params.toString();
  const bar = (
    <ShipperFilterBar filters={filters} onChange={setFilters} pharmacyOptions={pharmacyOptions} showStatus={manage} />
  );
  return (
    <>
      <PageHeader
        title={title}
        subtitle={manage ? t('people.shippers.list.subtitle') : t('people.shippers.list.subtitleStaff')}
        crumbs={crumbs}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ViewSwitch
              view={view}
              listTo={`${listHref}${search ? `?${search}` : ''}`}
              cardsTo={`${cardsHref}${search ? `?${search}` : ''}`}
            />
            {manage && <ExportCsvButton url={exportCsvHref(filters)} fileName="shippers.csv" />}
            {manage && (
              <Button component={RouterLink} to={newHref} variant="contained" startIcon={<AddIcon />}>
                {t('people.shippers.new.action')}
              </Button>
            )}
          </Stack>
        }
      />
      {!manage && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('people.shippers.list.readOnly')}
        </Alert>
      )}
      {view === 'list' ? (
        <ShipperGrid
          filters={filters}
          onSortChange={(sort) => setFilters({ ...filters, sort })}
          manage={manage}
          profileHref={profileHref}
          editHref={editHref}
          toolbar={bar}
        />
      ) : (
        <>
          <Card sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>{bar}</Card>
          <ShipperCards filters={filters} manage={manage} profileHref={profileHref} editHref={editHref} />
        </>
      )}
    </>
  );
}
