import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { OwnAccountPage } from '../account/own-account-page';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePharmacyOptions } from '../../../api/pharmacies';
import { CourierSettings } from '../../../features/shippers/components/courier-settings';
import { ShipperEditPage as ShipperEditRoute } from '../../../features/shippers/routes/shipper-edit';
import { ShipperNewPage as ShipperNewRoute } from '../../../features/shippers/routes/shipper-new';
import { ShipperProfileContent } from '../../../features/shippers/routes/shipper-profile';
import { dashboardCrumbs } from './dashboard-crumbs';

const sh = paths.dashboard.shipper;
const profileHref = (slug: string) => `${sh.profile}?name=${encodeURIComponent(slug)}`;

/** /dashboard/shipper/new (admins). */
export function ShipperNewPage() {
  const { t } = useTranslation();
  const options = usePharmacyOptions();
  return (
    <ShipperNewRoute
      crumbs={dashboardCrumbs(t, { label: t('nav.shippers'), href: sh.list }, { label: t('nav.create') })}
      profileHref={profileHref}
      pharmacyOptions={options.data ?? []}
    />
  );
}

/** /dashboard/shipper/{name}/edit (admins). */
export function ShipperEditPage() {
  const { t } = useTranslation();
  const options = usePharmacyOptions();
  return (
    <ShipperEditRoute
      crumbs={(name) =>
        dashboardCrumbs(
          t,
          { label: t('nav.shippers'), href: sh.list },
          { label: <bdi>{name}</bdi> },
          { label: t('common.edit') },
        )
      }
      listHref={sh.list}
      editHref={sh.edit}
      profileHref={profileHref}
      pharmacyOptions={options.data ?? []}
    />
  );
}

/** /dashboard/shipper/profile: a courier's own; staff and admins open ?name=<slug>. */
export function ShipperProfilePage() {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const title = t('people.shippers.profile.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={dashboardCrumbs(
          t,
          { label: t('nav.shippers'), href: role === 'shipper' ? undefined : sh.list },
          { label: title },
        )}
      />
      <ShipperProfileContent
        own={role === 'shipper'}
        listHref={role === 'shipper' ? undefined : sh.list}
        renderActions={
          role === 'admin'
            ? (shipper) => (
                <Button component={RouterLink} to={sh.edit(shipper.slug)} variant="outlined">
                  {t('people.common.edit')}
                </Button>
              )
            : undefined
        }
      />
    </>
  );
}

/** /dashboard/shipper/account: a courier's own account plus a "Courier" tab; an admin sees their own account. */
export function ShipperAccountPage() {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  if (role !== 'shipper') {
    return (
      <>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('people.shippers.account.adminNote')}{' '}
          <Link component={RouterLink} to={sh.list} color="inherit">
            {t('people.shippers.account.adminLink')}
          </Link>
        </Alert>
        <OwnAccountPage />
      </>
    );
  }
  return (
    <OwnAccountPage
      defaultTab="courier"
      extraTabs={[
        {
          value: 'courier',
          label: t('people.shippers.account.tab'),
          icon: <LocalShippingOutlinedIcon />,
          content: <CourierSettings />,
        },
      ]}
    />
  );
}
