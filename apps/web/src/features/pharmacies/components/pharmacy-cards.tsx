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
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { errorMessage } from '../../../lib/api-errors';
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
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PharmacyLogoAvatar logoUrl={pharmacy.logoUrl} size={56} />
          <div style={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {pharmacy.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <bdi dir="ltr">{pharmacy.postalCode}</bdi> {pharmacy.city}
            </Typography>
          </div>
        </Stack>
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
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          component={RouterLink}
          to={profileHref(pharmacy.slug)}
          aria-label={t('people.common.profileOf', { name: pharmacy.name })}
        >
          {t('people.common.viewProfile')}
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={editHref(pharmacy.slug)}
          aria-label={t('people.common.editName', { name: pharmacy.name })}
        >
          {t('people.common.edit')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The same pharmacies as the list, as cards, with "show more" on the server's cursor. */
export function PharmacyCards({ filters, editHref, profileHref }: PharmacyCardsProps) {
  const { t } = useTranslation();
  const now = useNow();
  const pages = useFilteredPharmacyPages(filtersToQuery(filters));
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
  if (items.length === 0) return <Alert severity="info">{t('people.pharmacies.list.empty')}</Alert>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        {items.map((pharmacy) => (
          <Grid key={pharmacy.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PharmacyCard pharmacy={pharmacy} now={now} editHref={editHref} profileHref={profileHref} />
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
