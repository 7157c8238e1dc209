import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { DirectoryCard } from '../../../components/directory/directory-card';
import { DirectoryCardGrid } from '../../../components/directory/directory-card-grid';
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
    <DirectoryCard
      name={shipper.displayName}
      avatar={<ShipperAvatar url={shipper.avatarUrl} name={shipper.displayName} size={56} />}
      subtitle={<VehicleLabel vehicle={shipper.vehicle} />}
      profileHref={profileHref(shipper.slug)}
      editHref={manage ? editHref(shipper.slug) : undefined}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <AvailabilityChip available={shipper.available} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('people.shippers.deliveriesDone', { count: shipper.deliveriesDone })}
        </Typography>
      </Stack>
      <ShipperPharmacies pharmacies={shipper.pharmacies} />
    </DirectoryCard>
  );
}

/** The same couriers as the list, as cards, with "show more". */
export function ShipperCards({ filters, ...rest }: ShipperCardsProps) {
  const { t } = useTranslation();
  const pages = useShipperPages(filtersToQuery(filters));
  return (
    <DirectoryCardGrid
      pages={pages}
      emptyText={t('people.shippers.list.empty')}
      itemKey={(shipper) => shipper.uid}
      renderCard={(shipper) => <ShipperCard shipper={shipper} {...rest} />}
    />
  );
}
