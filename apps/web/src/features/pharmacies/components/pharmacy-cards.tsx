import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { DirectoryCard } from '../../../components/directory/directory-card';
import { DirectoryCardGrid } from '../../../components/directory/directory-card-grid';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useFilteredPharmacyPages } from '../../../api/pharmacies';
import { formatCents } from '../utils/format-cents';
import { filtersToQuery, type PharmacyFilters } from '../utils/pharmacy-filters';
import { useNow } from '../utils/use-now';
import { PharmacyLogoAvatar } from './pharmacy-logo-avatar';
import { PharmacyStatus } from './pharmacy-status';

export interface PharmacyCardsProps {
  filters: PharmacyFilters;
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
}

function PharmacyCard({
  pharmacy,
  now,
  editHref,
  profileHref,
}: Omit<PharmacyCardsProps, 'filters'> & { pharmacy: Pharmacy; now: Date }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const delivery = pharmacy.homeDelivery;
  return (
    <DirectoryCard
      name={pharmacy.name}
      avatar={<PharmacyLogoAvatar logoUrl={pharmacy.logoUrl} size={56} />}
      subtitle={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">{pharmacy.postalCode}</bdi> {pharmacy.city}
        </Typography>
      }
      profileHref={profileHref(pharmacy.slug)}
      editHref={editHref(pharmacy.slug)}
    >
      <PharmacyStatus pharmacy={pharmacy} now={now} />
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', color: 'text.secondary' }}>
        <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="body2">
          {delivery.enabled
            ? t('people.pharmacies.cards.delivery', {
                fee: formatCents(delivery.feeCents, language),
                count: delivery.postcodes.length,
              })
            : t('people.pharmacies.filters.noDelivery')}
        </Typography>
      </Stack>
    </DirectoryCard>
  );
}

/** The same pharmacies as the list, as cards, with "show more" on the server's cursor. */
export function PharmacyCards({ filters, editHref, profileHref }: PharmacyCardsProps) {
  const { t } = useTranslation();
  const now = useNow();
  const pages = useFilteredPharmacyPages(filtersToQuery(filters));
  return (
    <DirectoryCardGrid
      pages={pages}
      emptyText={t('people.pharmacies.list.empty')}
      itemKey={(pharmacy) => pharmacy.id}
      renderCard={(pharmacy) => (
        <PharmacyCard pharmacy={pharmacy} now={now} editHref={editHref} profileHref={profileHref} />
      )}
    />
  );
}
