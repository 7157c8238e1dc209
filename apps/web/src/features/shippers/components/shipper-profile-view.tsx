import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import { useTranslation } from '../../../lib/translation';
import type { ShipperProfile } from '@pharmacy/shared/schemas/shipper';
import { ProfileFigure, ProfileHeader } from '../../../components/directory/profile-header';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { AvailabilityChip } from './availability-chip';
import { ShipperAvatar } from './shipper-avatar';
import { ShipperPharmacies } from './shipper-pharmacies';
import { VehicleLabel } from './vehicle';

/** A courier's public face: who, how they travel, whether they can take a delivery now, their record. */
export function ShipperProfileView({ profile }: { profile: ShipperProfile }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { shipper, memberSince, rating } = profile;
  const since = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { month: 'long', year: 'numeric' }).format(
    new Date(memberSince),
  );
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <ProfileHeader
          name={shipper.displayName}
          avatar={<ShipperAvatar url={shipper.avatarUrl} name={shipper.displayName} size={96} />}
          detailsSpacing={1.25}
          figures={
            <>
              <ProfileFigure
                minWidth={110}
                value={<bdi dir="ltr">{shipper.deliveriesDone}</bdi>}
                label={t('people.shippers.fields.deliveries')}
              />
              <ProfileFigure minWidth={110} value={since} label={t('people.shippers.profile.memberSince')} />
              <ProfileFigure
                minWidth={110}
                value={
                  rating === null ? (
                    <StarBorderOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
                  ) : (
                    <bdi dir="ltr">{rating.toFixed(1)}</bdi>
                  )
                }
                label={rating === null ? t('people.shippers.profile.noRating') : t('people.shippers.profile.rating')}
              />
            </>
          }
          figuresSx={{ flexWrap: 'wrap', rowGap: 2 }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <VehicleLabel vehicle={shipper.vehicle} />
            <AvailabilityChip available={shipper.available} />
          </Stack>
          {shipper.phone && (
            <Link variant="body2" href={`tel:${shipper.phone.replace(/[^\d+]/g, '')}`}>
              <bdi dir="ltr">{shipper.phone}</bdi>
            </Link>
          )}
          {shipper.email && (
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
              <bdi dir="ltr">{shipper.email}</bdi>
            </Typography>
          )}
        </ProfileHeader>
      </Grid>
      <Grid size={12}>
        <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('people.shippers.fields.pharmacies')}
          </Typography>
          <ShipperPharmacies pharmacies={shipper.pharmacies} />
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {t('people.shippers.form.staffExplain')}
          </Typography>
        </Card>
      </Grid>
    </Grid>
  );
}
