import { paths } from '../../../config/paths';

/** The public site's navigation (labels are translation keys). */
export const MAIN_LINKS = [
  { labelKey: 'layout.links.home', href: paths.root },
  { labelKey: 'nav.shop', href: paths.shop.root },
  { labelKey: 'nav.blog', href: paths.blog.root },
  { labelKey: 'layout.links.about', href: paths.about },
  { labelKey: 'layout.links.pricing', href: paths.pricing },
  { labelKey: 'layout.links.contact', href: paths.contact },
] as const;
