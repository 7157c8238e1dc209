import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '../../../lib/translation';
import type { PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import { PersonAvatar } from '../../../components/avatar/person-avatar';
import { ProfileFigure, ProfileHeader } from '../../../components/directory/profile-header';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatCents } from '../utils/format-cents';
import { formatDay } from '../utils/hours-exceptions';
import { useNow } from '../utils/use-now';
import { OpeningHours } from './opening-hours';
import { PharmacyLogoAvatar } from './pharmacy-logo-avatar';
import { PharmacyStatus } from './pharmacy-status';

export interface PharmacyProfileViewProps {
  profile: PharmacyProfile;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

const ltr = { money: <bdi dir="ltr" />, codes: <bdi dir="ltr" /> };

/** A pharmacy's public face: who and where it is, how to reach it, this week's hours, its team and its figures. */
export function PharmacyProfileView({ profile }: PharmacyProfileViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const now = useNow();
  const { pharmacy, staff } = profile;
  const delivery = pharmacy.homeDelivery;
  const duty = pharmacy.onDutyDates.slice(0, 6);
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <ProfileHeader
          name={pharmacy.name}
          avatar={<PharmacyLogoAvatar logoUrl={pharmacy.logoUrl} size={96} />}
          figures={
            <>
              <ProfileFigure
                valueVariant="h4"
                value={<bdi dir="ltr">{profile.shippersCount}</bdi>}
                label={t('people.pharmacies.profile.shippers')}
              />
              <ProfileFigure
                valueVariant="h4"
                value={<bdi dir="ltr">{profile.ordersHandled}</bdi>}
                label={t('people.pharmacies.profile.ordersHandled')}
              />
            </>
          }
          figuresSx={{ minWidth: { sm: 260 } }}
        >
          <PharmacyStatus pharmacy={pharmacy} now={now} />
          <Box component="address" sx={{ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
              <Typography variant="body2">
                {pharmacy.address}
                <br />
                <bdi dir="ltr">{pharmacy.postalCode}</bdi> {pharmacy.city}
              </Typography>
            </Stack>
            {pharmacy.phone && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                <Link variant="body2" href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`}>
                  <bdi dir="ltr">{pharmacy.phone}</bdi>
                </Link>
              </Stack>
            )}
            {pharmacy.email && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                <Link variant="body2" href={`mailto:${pharmacy.email}`} sx={{ wordBreak: 'break-all' }}>
                  <bdi dir="ltr">{pharmacy.email}</bdi>
                </Link>
              </Stack>
            )}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('people.pharmacies.fields.code')}: <bdi dir="ltr">{pharmacy.code}</bdi>
          </Typography>
        </ProfileHeader>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={t('pharmacies.hours.title')}>
          <OpeningHours
            hours={pharmacy.openingHours}
            now={now}
            exceptions={pharmacy.hoursExceptions}
            caption={t('people.pharmacies.profile.thisWeek')}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3} sx={{ height: '100%' }}>
          <Panel title={t('people.pharmacies.form.onDuty')}>
            {duty.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('people.pharmacies.profile.noDuty')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, ps: 2.5, typography: 'body2' }}>
                {duty.map((date) => (
                  <li key={date}>{formatDay(date, language)}</li>
                ))}
              </Box>
            )}
          </Panel>
          <Panel title={t('people.pharmacies.form.delivery')}>
            <Typography variant="body2">
              {delivery.enabled ? (
                <Trans
                  i18nKey="people.pharmacies.profile.deliveryOn"
                  values={{
                    fee: formatCents(delivery.feeCents, language),
                    minimum: formatCents(delivery.minimumCents, language),
                    codes: delivery.postcodes.join(', '),
                  }}
                  components={ltr}
                />
              ) : (
                t('pharmacies.delivery.notOffered')
              )}
            </Typography>
          </Panel>
        </Stack>
      </Grid>
      <Grid size={12}>
        <Panel title={t('people.pharmacies.profile.team')}>
          {staff.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('people.pharmacies.team.noStaff')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {staff.map((member) => (
                <Stack
                  key={member.uid}
                  component="li"
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', listStyle: 'none', minWidth: 200 }}
                >
                  <PersonAvatar url={member.avatarUrl} name={member.displayName} />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {member.displayName}
                  </Typography>
                </Stack>
              ))}
            </Box>
          )}
        </Panel>
      </Grid>
    </Grid>
  );
}
