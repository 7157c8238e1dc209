import type { TFunction } from '../../../lib/translator';
import type { Crumb } from '../../../components/page/page-header';
import { paths } from '../../../config/paths';

/** Breadcrumbs of these dashboard pages: Dashboard › Products › … (features do not import app/'s helper). */
export function productCrumbs(t: TFunction, ...rest: Crumb[]): Crumb[] {
  return [{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.products'), href: paths.dashboard.eCommerce.list }, ...rest];
}
