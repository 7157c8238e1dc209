import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PharmacyDirectoryPage } from '../../../features/pharmacies/routes/pharmacy-directory';
import { dashboardCrumbs } from './dashboard-crumbs';

// Its own chunk: the data grid loads only on these pages.
const ph = paths.dashboard.pharmacy;
const profileHref = (slug: string) => `${ph.profile}?name=${encodeURIComponent(slug)}`;

function Directory({ view }: { view: 'list' | 'cards' }) {
  const { t } = useTranslation();
  return (
    <PharmacyDirectoryPage
      view={view}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.pharmacies'), href: view === 'cards' ? ph.list : undefined },
        ...(view === 'cards' ? [{ label: t('nav.cards') }] : []),
      )}
      listHref={ph.list}
      cardsHref={ph.cards}
      newHref={ph.new}
      editHref={ph.edit}
      profileHref={profileHref}
    />
  );
}

/** /dashboard/pharmacy and /dashboard/pharmacy/list (admins). */
export const PharmacyListPage = () => <Directory view="list" />;
/** /dashboard/pharmacy/cards (admins). */
export const PharmacyCardsPage = () => <Directory view="cards" />;
