import { paths } from '../../../config/paths';

/** The customer area's navigation (labels are translation keys; `unread` names the count shown beside the link). */
export const CUSTOMER_LINKS: readonly { labelKey: string; href: string; unread?: 'chat' | 'mail' }[] = [
  { labelKey: 'layout.customer.myOrders', href: paths.my.dashboard },
  { labelKey: 'layout.customer.newOrder', href: paths.my.order },
  { labelKey: 'nav.chat', href: paths.my.chat.root, unread: 'chat' },
  { labelKey: 'nav.mail', href: paths.my.mail, unread: 'mail' },
  { labelKey: 'nav.calendar', href: paths.my.calendar },
  { labelKey: 'layout.customer.files', href: paths.my.files },
  { labelKey: 'nav.shop', href: paths.shop.root },
  { labelKey: 'layout.customer.account', href: paths.my.account },
];
