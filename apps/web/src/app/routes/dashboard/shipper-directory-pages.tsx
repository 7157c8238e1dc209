import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePharmacyOptions } from '../../../api/pharmacies';
import { ShipperDirectoryPage } from '../../../features/shippers/routes/shipper-directory';
import { dashboardCrumbs } from './dashboard-crumbs';

// Its own chunk: the data grid loads only on these pages.
const sh = paths.dashboard.shipper;
const profileHref = (slug: string) => `${sh.profile}?name=${encodeURIComponent(slug)}`;

function Directory({ view }: { view: 'list' | 'cards' }) {
  const { t } = useTranslation();
  const admin = useAuth().user?.role === 'admin';
  const options = usePharmacyOptions(admin);
  return (
    <ShipperDirectoryPage
      view={view}
      manage={admin}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.shippers'), href: view === 'cards' ? sh.list : undefined },
        ...(view === 'cards' ? [{ label: t('nav.cards') }] : []),
      )}
      listHref={sh.list}
      cardsHref={sh.cards}
      newHref={sh.new}
      editHref={sh.edit}
      profileHref={profileHref}
      pharmacyOptions={options.data}
    />
  );
}

/** /dashboard/shipper and /list: admins manage couriers; a pharmacy's staff see theirs, read-only. */
export const ShipperListPage = () => <Directory view="list" />;
/** /dashboard/shipper/cards. */
export const ShipperCardsPage = () => <Directory view="cards" />;
