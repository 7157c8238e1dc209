import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type PeopleKind } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

/** The people pages of SPEC §2 not built yet (the approval list and one's own account are real already). */
type PeoplePage = 'list' | 'cards' | 'new' | 'profile' | 'account' | 'edit';

const SECTION_KEY: Record<PeopleKind, string> = { user: 'nav.users', pharmacy: 'nav.pharmacies', shipper: 'nav.shippers' };

function PeopleUpcomingPage({ kind, page }: { kind: PeopleKind; page: PeoplePage }) {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const section = paths.dashboard[kind];
  const sectionCrumb = { label: t(SECTION_KEY[kind]), href: page === 'list' ? undefined : section.root };
  const last =
    page === 'edit'
      ? [{ label: <ParamCrumb name="name" /> }, { label: t('common.edit') }]
      : page === 'list'
        ? []
        : [{ label: t(`pages.people.${kind}.${page}.title`) }];
  return (
    <UpcomingPage
      title={t(`pages.people.${kind}.${page}.title`, { name })}
      description={t(`pages.people.${kind}.${page}.description`)}
      crumbs={dashboardCrumbs(t, sectionCrumb, ...last)}
    />
  );
}

export const UserCardsPage = () => <PeopleUpcomingPage kind="user" page="cards" />;
export const UserNewPage = () => <PeopleUpcomingPage kind="user" page="new" />;
export const UserProfilePage = () => <PeopleUpcomingPage kind="user" page="profile" />;
export const UserEditPage = () => <PeopleUpcomingPage kind="user" page="edit" />;

/** Also mounted at /dashboard/pharmacy. */
export const PharmacyListPage = () => <PeopleUpcomingPage kind="pharmacy" page="list" />;
export const PharmacyCardsPage = () => <PeopleUpcomingPage kind="pharmacy" page="cards" />;
export const PharmacyNewPage = () => <PeopleUpcomingPage kind="pharmacy" page="new" />;
export const PharmacyProfilePage = () => <PeopleUpcomingPage kind="pharmacy" page="profile" />;
export const PharmacyAccountPage = () => <PeopleUpcomingPage kind="pharmacy" page="account" />;
export const PharmacyEditPage = () => <PeopleUpcomingPage kind="pharmacy" page="edit" />;

/** Also mounted at /dashboard/shipper. */
export const ShipperListPage = () => <PeopleUpcomingPage kind="shipper" page="list" />;
export const ShipperCardsPage = () => <PeopleUpcomingPage kind="shipper" page="cards" />;
export const ShipperNewPage = () => <PeopleUpcomingPage kind="shipper" page="new" />;
export const ShipperProfilePage = () => <PeopleUpcomingPage kind="shipper" page="profile" />;
export const ShipperAccountPage = () => <PeopleUpcomingPage kind="shipper" page="account" />;
export const ShipperEditPage = () => <PeopleUpcomingPage kind="shipper" page="edit" />;
