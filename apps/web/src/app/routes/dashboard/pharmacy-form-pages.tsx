import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PharmacyEditPage as PharmacyEditRoute } from '../../../features/pharmacies/routes/pharmacy-edit';
import { PharmacyNewPage as PharmacyNewRoute } from '../../../features/pharmacies/routes/pharmacy-new';
import { dashboardCrumbs } from './dashboard-crumbs';

// Its own chunk: the date pickers load only on these pages.
const ph = paths.dashboard.pharmacy;
const profileHref = (slug: string) => `${ph.profile}?name=${encodeURIComponent(slug)}`;

/** /dashboard/pharmacy/new (admins). */
export function PharmacyNewPage() {
  const { t } = useTranslation();
  return (
    <PharmacyNewRoute
      crumbs={dashboardCrumbs(t, { label: t('nav.pharmacies'), href: ph.list }, { label: t('nav.create') })}
      editHref={ph.edit}
    />
  );
}

/** /dashboard/pharmacy/{name}/edit (admins). */
export function PharmacyEditPage() {
  const { t } = useTranslation();
  return (
    <PharmacyEditRoute
      crumbs={(name) =>
        dashboardCrumbs(
          t,
          { label: t('nav.pharmacies'), href: ph.list },
          { label: <bdi>{name}</bdi> },
          { label: t('common.edit') },
        )
      }
      editHref={ph.edit}
      profileHref={profileHref}
      listHref={ph.list}
    />
  );
}
