import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from '../../../lib/translation';
import type { UserPublicProfile } from '@pharmacy/shared/schemas/accounts';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { usePerson } from '../../../api/me';
import { useUserProfile } from '../../../api/users';
import { NotFoundState } from '../components/not-found-state';
import { UserAvatar } from '../components/user-avatar';
import { UserStatusChip } from '../components/user-status-chip';
import { formatDate } from '../utils/person-display';

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ textAlign: 'center', flex: 1 }}>
      <Typography variant="h4" component="p" dir="ltr">
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

function ProfileView({ profile, own }: { profile: UserPublicProfile; own: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const stats = [
    ...(profile.role === 'shipper' ? [] : [{ value: profile.ordersCount, label: t('people.users.profile.orders') }]),
    ...(profile.role === 'shipper' ? [{ value: profile.deliveriesCount, label: t('people.users.profile.deliveries') }] : []),
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <UserAvatar person={profile} size={112} />
          </Box>
          <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
            {profile.displayName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" color="primary" variant="outlined" label={t(`auth.roleNames.${profile.role}`)} />
            <UserStatusChip status={profile.status} />
          </Stack>
          {profile.city && (
            <Stack direction="row" spacing={0.75} sx={{ mt: 2, justifyContent: 'center', color: 'text.secondary', alignItems: 'center' }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{profile.city}</Typography>
            </Stack>
          )}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('account.memberSince', { date: formatDate(profile.memberSince, language, 'long') })}
          </Typography>
          {own && (
            <Button component={RouterLink} to={paths.dashboard.user.account} variant="outlined" color="inherit" sx={{ mt: 3 }}>
              {t('people.users.profile.editOwn')}
            </Button>
          )}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          {stats.length > 0 && (
            <Card sx={{ p: 3 }}>
              <Stack direction="row" divider={<Box sx={{ width: '1px', bgcolor: 'divider' }} />}>
                {stats.map((s) => (
                  <Stat key={s.label} {...s} />
                ))}
              </Stack>
            </Card>
          )}
          <Card component="section" aria-labelledby="profile-pharmacies" sx={{ p: 3 }}>
            <Typography id="profile-pharmacies" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('people.users.profile.pharmacies')}
            </Typography>
            {profile.pharmacies.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('people.users.profile.noPharmacies')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {profile.pharmacies.map((p) => (
                  <Stack component="li" key={p.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <LocalPharmacyOutlinedIcon color="primary" aria-hidden />
                    <Typography variant="body1">{p.name}</Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /dashboard/user/profile: how others see the signed-in person; an admin may open `?name=<slug>`. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('name');
  const me = usePerson(!requested);
  const slug = requested ?? me.data?.slug ?? null;
  const profile = useUserProfile(slug);
  const title = requested && profile.data ? profile.data.displayName : t('people.users.profile.title');
  usePageTitle(title);

  const error = me.error ?? profile.error;
  let body;
  if (error instanceof ApiRequestError && error.status === 404) body = <NotFoundState backTo={paths.dashboard.root} />;
  else if (error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void (me.isError ? me.refetch() : profile.refetch())}>
            {t('dataGrid.retry')}
          </Button>
        }
      >
        {errorMessage(t, error)}
      </Alert>
    );
  else if (!profile.data)
    body = (
      <Grid container spacing={3} aria-busy aria-label={t('people.users.loading')}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={360} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={200} />
        </Grid>
      </Grid>
    );
  else body = <ProfileView profile={profile.data} own={!requested || profile.data.uid === me.data?.uid} />;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('people.users.profile.title') }]}
      />
      {body}
    </>
  );
}
