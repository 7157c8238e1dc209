import { paths } from '../../../config/paths';

/** The customer area's navigation (labels are translation keys). */
export const CUSTOMER_LINKS = [
  { labelKey: 'layout.customer.myOrders', href: paths.my.dashboard },
  { labelKey: 'layout.customer.newOrder', href: paths.my.order },
  { labelKey: 'nav.chat', href: paths.my.chat.root },
  { labelKey: 'nav.mail', href: paths.my.mail },
  { labelKey: 'nav.shop', href: paths.shop.root },
  { labelKey: 'layout.customer.account', href: paths.my.account },
] as const;
