import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { NotFoundAlert, isNotFound } from '../../../components/directory/not-found-alert';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { errorMessage } from '../../../lib/api-errors';
import { usePharmacy, useMyPharmacies, pharmacyProfileQueryOptions, usePharmacyProfile } from '../../../api/pharmacies';
import { PharmacyProfileView } from '../components/pharmacy-profile-view';

export interface PharmacyProfileContentProps {
  /** Pharmacy staff: their own pharmacies are the default (a selector when there are several). */
  mine?: boolean;
  /** Couriers: the pharmacies they deliver for, by id; the first is the default. */
  served?: ReadonlyArray<{ id: string; name: string }>;
  /** Where someone with nothing to show by default picks a pharmacy (admins: the list). */
  chooseHref?: string;
  /** Shown at the end of the page's actions (e.g. "Edit" for admins). */
  renderActions?: (pharmacy: { slug: string; name: string }) => ReactNode;
}

function Skeletons() {
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Skeleton variant="rounded" height={200} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
    </Grid>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box aria-busy aria-label={t('people.common.loading')}>
      <Skeletons />
    </Box>
  );
}

function Profile({
  slug,
  fromAddress,
  chooseHref,
  renderActions,
}: { slug: string; fromAddress: boolean } & Pick<PharmacyProfileContentProps, 'chooseHref' | 'renderActions'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const profile = usePharmacyProfile(slug);
  const current = profile.data?.pharmacy.slug;

  // An old address (the pharmacy was renamed) is replaced by the current one, without a new history entry.
  useEffect(() => {
    if (!fromAddress || !current || current === slug || !profile.data) return;
    queryClient.setQueryData(pharmacyProfileQueryOptions(current).queryKey, profile.data);
    setSearchParams(
      (params) => {
        params.set('name', current);
        return params;
      },
      { replace: true },
    );
  }, [fromAddress, current, slug, profile.data, queryClient, setSearchParams]);

  return (
    <QueryBoundary
      query={profile}
      loading={<Skeletons />}
      loadingLabel={t('people.common.loading')}
      renderError={(error) =>
        isNotFound(error) ? (
          <NotFoundAlert
            message={t('people.pharmacies.profile.notFound')}
            backHref={chooseHref}
            backLabel={t('people.pharmacies.profile.backToList')}
          />
        ) : undefined
      }
    >
      {(data) => (
        <>
          {renderActions && <div style={{ marginBottom: 16 }}>{renderActions(data.pharmacy)}</div>}
          <PharmacyProfileView profile={data} />
        </>
      )}
    </QueryBoundary>
  );
}

/** A courier's pharmacies are known by id: the slug comes from the pharmacy itself. */
function ServedProfile({
  id,
  ...rest
}: { id: string } & Pick<PharmacyProfileContentProps, 'chooseHref' | 'renderActions'>) {
  const { t } = useTranslation();
  const pharmacy = usePharmacy(id);
  return (
    <QueryBoundary query={pharmacy} loading={<Skeletons />} loadingLabel={t('people.common.loading')}>
      {(data) => <Profile slug={data.slug} fromAddress={false} {...rest} />}
    </QueryBoundary>
  );
}

/**
 * /dashboard/pharmacy/profile: ?name=<slug> opens any pharmacy; without it staff see their own pharmacy and couriers
 * the first pharmacy they serve, with a selector when there are several.
 */
export function PharmacyProfileContent({
  mine = false,
  served,
  chooseHref,
  renderActions,
}: PharmacyProfileContentProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get('name');
  const my = useMyPharmacies(mine);
  const [servedId, setServedId] = useState<string | null>(null);

  const choices = mine
    ? (my.data?.items ?? []).map((p) => ({ value: p.slug, label: p.name }))
    : (served ?? []).map((p) => ({ value: p.id, label: p.name }));
  const selector = (value: string, onChange: (v: string) => void) =>
    choices.length > 1 ? (
      <TextField
        select
        size="small"
        label={t('people.pharmacies.profile.choose')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ mb: 3, minWidth: 260 }}
      >
        {choices.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
    ) : null;
  const open = (slug: string) =>
    setSearchParams(
      (params) => {
        params.set('name', slug);
        return params;
      },
      { replace: true },
    );

  if (named) {
    return (
      <>
        {mine && selector(choices.some((c) => c.value === named) ? named : '', open)}
        <Profile key={named} slug={named} fromAddress chooseHref={chooseHref} renderActions={renderActions} />
      </>
    );
  }
  if (mine) {
    if (my.isPending) return <Loading />;
    if (my.isError) return <Alert severity="error">{errorMessage(t, my.error)}</Alert>;
    const first = choices[0];
    if (!first) return <Alert severity="info">{t('people.pharmacies.profile.notLinked')}</Alert>;
    return (
      <>
        {selector(first.value, open)}
        <Profile slug={first.value} fromAddress={false} chooseHref={chooseHref} renderActions={renderActions} />
      </>
    );
  }
  if (served) {
    const id = servedId ?? served[0]?.id;
    if (!id) return <Alert severity="info">{t('people.pharmacies.profile.noServed')}</Alert>;
    return (
      <>
        {selector(id, setServedId)}
        <ServedProfile key={id} id={id} chooseHref={chooseHref} renderActions={renderActions} />
      </>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        chooseHref ? (
          <Button component={RouterLink} to={chooseHref} color="inherit" size="small">
            {t('people.pharmacies.profile.backToList')}
          </Button>
        ) : undefined
      }
    >
      {t('people.pharmacies.profile.chooseHint')}
    </Alert>
  );
}
