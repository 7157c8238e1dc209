import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { errorMessage } from '../../../lib/api-errors';
import { useShipperPages } from '../../../api/shippers';
import { filtersToQuery, type ShipperFilters } from '../utils/shipper-filters';
import { AvailabilityChip } from './availability-chip';
import { ShipperAvatar } from './shipper-avatar';
import { ShipperPharmacies } from './shipper-pharmacies';
import { VehicleLabel } from './vehicle';

export interface ShipperCardsProps {
  filters: ShipperFilters;
  manage: boolean;
  profileHref: (slug: string) => string;
  editHref: (slug: string) => string;
}

function ShipperCard({
  shipper,
  manage,
  profileHref,
  editHref,
}: Omit<ShipperCardsProps, 'filters'> & { shipper: ShipperRow }) {
  const { t } = useTranslation();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ShipperAvatar url={shipper.avatarUrl} name={shipper.displayName} size={56} />
          <div style={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {shipper.displayName}
            </Typography>
            <VehicleLabel vehicle={shipper.vehicle} />
          </div>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <AvailabilityChip available={shipper.available} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('people.shippers.deliveriesDone', { count: shipper.deliveriesDone })}
          </Typography>
        </Stack>
        <ShipperPharmacies pharmacies={shipper.pharmacies} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          component={RouterLink}
          to={profileHref(shipper.slug)}
          aria-label={t('people.common.profileOf', { name: shipper.displayName })}
        >
          {t('people.common.viewProfile')}
        </Button>
        {manage && (
          <Button
            size="small"
            component={RouterLink}
            to={editHref(shipper.slug)}
            aria-label={t('people.common.editName', { name: shipper.displayName })}
          >
            {t('people.common.edit')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The same couriers as the list, as cards, with "show more". */
export function ShipperCards({ filters, ...rest }: ShipperCardsProps) {
  const { t } = useTranslation();
  const pages = useShipperPages(filtersToQuery(filters));
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  if (pages.isPending) {
    return (
      <Grid container spacing={3} aria-busy aria-label={t('people.common.loading')}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (pages.isError && items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => pages.refetch()}>
            {t('people.common.retry')}
          </Button>
        }
      >
        {errorMessage(t, pages.error)}
      </Alert>
    );
  }
  if (items.length === 0) return <Alert severity="info">{t('people.shippers.list.empty')}</Alert>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        {items.map((shipper) => (
          <Grid key={shipper.uid} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ShipperCard shipper={shipper} {...rest} />
          </Grid>
        ))}
      </Grid>
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('people.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}
