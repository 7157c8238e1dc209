import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import { NotFoundAlert, isNotFound } from '../../../components/directory/not-found-alert';
import { DateProvider } from '../../../components/date/date-provider';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { usePharmacyProfile, useUpdatePharmacy } from '../../../api/pharmacies';
import { PharmacyForm } from '../components/pharmacy-form';
import { InvitationsPanel } from '../components/invitations-panel';
import { PharmacyLogoUpload } from '../components/pharmacy-logo-upload';
import { StaffPanel } from '../components/staff-panel';
import { pharmacyToValues } from '../utils/pharmacy-form-values';

export interface PharmacyEditPageProps {
  crumbs: (name: string) => Crumb[];
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
  listHref: string;
}

function SideCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function Editor({ profile, editHref }: { profile: PharmacyProfile; editHref: (slug: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { pharmacy } = profile;
  const update = useUpdatePharmacy(pharmacy.id);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <SideCard title={t('people.pharmacies.form.logo')}>
            <PharmacyLogoUpload pharmacyId={pharmacy.id} logoUrl={pharmacy.logoUrl} />
          </SideCard>
          <SideCard title={t('people.pharmacies.profile.team')}>
            <StaffPanel pharmacyId={pharmacy.id} staff={profile.staff} manage />
          </SideCard>
          <SideCard title={t('people.pharmacies.team.invitations')}>
            <InvitationsPanel pharmacyId={pharmacy.id} />
          </SideCard>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <DateProvider>
          <PharmacyForm
            mode="admin"
            defaultValues={pharmacyToValues(pharmacy)}
            submitLabel={t('people.common.save')}
            onSubmit={async (payload) => {
              const saved = await update.mutateAsync(payload);
              enqueueSnackbar(t('people.pharmacies.edit.saved'), { variant: 'success' });
              // A new name gives a new address.
              if (saved.slug !== pharmacy.slug) navigate(editHref(saved.slug), { replace: true });
            }}
          />
        </DateProvider>
      </Grid>
    </Grid>
  );
}

/** /dashboard/pharmacy/{name}/edit (admin): the whole pharmacy, its logo, its team and its invitations. */
export function PharmacyEditPage({ crumbs, editHref, profileHref, listHref }: PharmacyEditPageProps) {
  const { t } = useTranslation();
  const slug = useParams().name ?? '';
  const navigate = useNavigate();
  const profile = usePharmacyProfile(slug);
  const name = profile.data?.pharmacy.name ?? slug;
  const title = t('people.pharmacies.edit.title', { name });
  usePageTitle(title);
  const current = profile.data?.pharmacy.slug;
  useEffect(() => {
    // An old address: go on at the current one.
    if (current && current !== slug) navigate(editHref(current), { replace: true });
  }, [current, slug, navigate, editHref]);

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs(name)}
        action={
          profile.data ? (
            <Button component={RouterLink} to={profileHref(profile.data.pharmacy.slug)} variant="outlined">
              {t('people.common.viewProfile')}
            </Button>
          ) : undefined
        }
      />
      <QueryBoundary
        query={profile}
        loading={<Skeleton variant="rounded" height={480} />}
        loadingLabel={t('people.common.loading')}
        renderError={(error) =>
          isNotFound(error) ? (
            <NotFoundAlert
              message={t('people.pharmacies.profile.notFound')}
              backHref={listHref}
              backLabel={t('people.pharmacies.profile.backToList')}
            />
          ) : undefined
        }
      >
        {(data) => <Editor key={data.pharmacy.id} profile={data} editHref={editHref} />}
      </QueryBoundary>
    </>
  );
}
