import type { TFunction } from '../../../lib/translator';
import type { Crumb } from '../../../components/page/page-header';
import { paths } from '../../../config/paths';

/** Breadcrumbs of a dashboard page: always starting at the dashboard. */
export function dashboardCrumbs(t: TFunction, ...rest: Crumb[]): Crumb[] {
  return [{ label: t('nav.dashboard'), href: paths.dashboard.root }, ...rest];
}
