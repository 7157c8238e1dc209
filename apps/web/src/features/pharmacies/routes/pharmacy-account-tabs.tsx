import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { DateProvider } from '../../../components/date/date-provider';
import { errorMessage } from '../../../lib/api-errors';
import { usePharmacyProfile, useUpdatePharmacy } from '../../../api/pharmacies';
import { PharmacyForm } from '../components/pharmacy-form';
import { InvitationsPanel } from '../components/invitations-panel';
import { MyPharmacyGate } from '../components/my-pharmacy-gate';
import { PharmacyLogoUpload } from '../components/pharmacy-logo-upload';
import { StaffPanel } from '../components/staff-panel';
import { pharmacyToValues } from '../utils/pharmacy-form-values';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function SettingsForm({ pharmacy }: { pharmacy: Pharmacy }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdatePharmacy(pharmacy.id);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title={t('people.pharmacies.form.logo')}>
          <PharmacyLogoUpload pharmacyId={pharmacy.id} logoUrl={pharmacy.logoUrl} />
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {t('people.pharmacies.account.identityNote', { name: pharmacy.name, code: pharmacy.code })}
          </Typography>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <DateProvider>
          <PharmacyForm
            mode="staff"
            defaultValues={pharmacyToValues(pharmacy)}
            submitLabel={t('people.common.save')}
            onSubmit={async (payload) => {
              await update.mutateAsync(payload);
              enqueueSnackbar(t('people.pharmacies.edit.saved'), { variant: 'success' });
            }}
          />
        </DateProvider>
      </Grid>
    </Grid>
  );
}

/** The "Pharmacy" tab of a pharmacist's account: what the staff may change themselves (not the identity). */
export function PharmacySettingsTab() {
  return <MyPharmacyGate>{(pharmacy) => <SettingsForm key={pharmacy.id} pharmacy={pharmacy} />}</MyPharmacyGate>;
}

function Team({ pharmacy }: { pharmacy: Pharmacy }) {
  const { t } = useTranslation();
  const profile = usePharmacyProfile(pharmacy.slug);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('people.pharmacies.profile.team')}>
          {profile.isPending && <Skeleton variant="rounded" height={120} />}
          {profile.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => profile.refetch()}>
                  {t('people.common.retry')}
                </Button>
              }
            >
              {errorMessage(t, profile.error)}
            </Alert>
          )}
          {profile.data && <StaffPanel pharmacyId={pharmacy.id} staff={profile.data.staff} manage={false} />}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('people.pharmacies.team.inviteTitle')}>
          <InvitationsPanel pharmacyId={pharmacy.id} />
        </Section>
      </Grid>
    </Grid>
  );
}

/** The "Team" tab: colleagues, inviting one by e-mail, the pending invitations. */
export function PharmacyTeamTab() {
  return (
    <Stack spacing={3}>
      <MyPharmacyGate>{(pharmacy) => <Team key={pharmacy.id} pharmacy={pharmacy} />}</MyPharmacyGate>
    </Stack>
  );
}
