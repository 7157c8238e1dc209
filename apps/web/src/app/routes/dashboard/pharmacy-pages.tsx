import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { OwnAccountPage } from '../account/own-account-page';
import { useAuth } from '../../../lib/auth/use-auth';
import { InvitationAcceptCard } from '../../../features/pharmacies/components/invitation-accept-card';
import { PharmacyProfileContent } from '../../../features/pharmacies/routes/pharmacy-profile';
import { useMyShipper } from '../../../api/shippers';
import { dashboardCrumbs } from './dashboard-crumbs';

const ph = paths.dashboard.pharmacy;
// The settings tab carries the date pickers: it loads when opened.
const accountTabs = () => import('../../../features/pharmacies/routes/pharmacy-account-tabs');
const PharmacySettingsTab = lazy(() => accountTabs().then((m) => ({ default: m.PharmacySettingsTab })));
const PharmacyTeamTab = lazy(() => accountTabs().then((m) => ({ default: m.PharmacyTeamTab })));

function TabFallback() {
  const { t } = useTranslation();
  return <Skeleton variant="rounded" height={360} aria-label={t('people.common.loading')} />;
}

/** A courier's default pharmacies are the ones it delivers for. */
function ServedProfile() {
  const { t } = useTranslation();
  const me = useMyShipper();
  if (me.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('people.common.loading')} />;
  if (me.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => me.refetch()}>
            {t('people.common.retry')}
          </Button>
        }
      >
        {errorMessage(t, me.error)}
      </Alert>
    );
  }
  return (
    <PharmacyProfileContent served={me.data.pharmacies.map((p) => ({ id: p.pharmacyId, name: p.pharmacyName }))} />
  );
}

/**
 * /dashboard/pharmacy/profile: the public face of a pharmacy. Staff see their own, couriers the first they serve,
 * admins the one named in ?name= (with "Edit").
 */
export function PharmacyProfilePage() {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const title = t('people.pharmacies.profile.title');
  usePageTitle(title);
  let content;
  if (role === 'pharmacy') content = <PharmacyProfileContent mine />;
  else if (role === 'shipper') content = <ServedProfile />;
  else
    content = (
      <PharmacyProfileContent
        chooseHref={ph.list}
        renderActions={(pharmacy) => (
          <Button component={RouterLink} to={ph.edit(pharmacy.slug)} variant="outlined">
            {t('people.common.editName', { name: pharmacy.name })}
          </Button>
        )}
      />
    );
  return (
    <>
      <PageHeader
        title={title}
        crumbs={dashboardCrumbs(
          t,
          { label: t('nav.pharmacies'), href: role === 'admin' ? ph.list : undefined },
          { label: title },
        )}
      />
      {content}
    </>
  );
}

/**
 * /dashboard/pharmacy/account: a pharmacist's own account plus their pharmacy's settings and team; an invitation
 * link (?invite=<token>) opened by an existing account is accepted here. An admin sees their own account.
 */
export function PharmacyAccountPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const dropInvite = () =>
    setParams(
      (p) => {
        p.delete('invite');
        return p;
      },
      { replace: true },
    );
  if (user?.role !== 'pharmacy') {
    return (
      <>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('people.pharmacies.account.adminNote')}{' '}
          <Link component={RouterLink} to={ph.list} color="inherit">
            {t('people.pharmacies.account.adminLink')}
          </Link>
        </Alert>
        <OwnAccountPage />
      </>
    );
  }
  return (
    <>
      {invite && <InvitationAcceptCard token={invite} email={user.email} onDone={dropInvite} />}
      <OwnAccountPage
        defaultTab="pharmacy"
        extraTabs={[
          {
            value: 'pharmacy',
            label: t('people.pharmacies.account.tab'),
            icon: <LocalPharmacyOutlinedIcon />,
            content: (
              <Suspense fallback={<TabFallback />}>
                <PharmacySettingsTab />
              </Suspense>
            ),
          },
          {
            value: 'team',
            label: t('people.pharmacies.account.teamTab'),
            icon: <GroupsOutlinedIcon />,
            content: (
              <Suspense fallback={<TabFallback />}>
                <PharmacyTeamTab />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
