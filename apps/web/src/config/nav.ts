import type { Role } from '@pharmacy/shared/roles';
import { paths } from './paths';

/**
 * The dashboard navigation per role (docs/PRODUCT.md role matrix). Data only: icons are mapped by `id` in
 * components/nav so this file stays testable and free of UI code.
 */
export interface NavLeafConfig {
  id: string;
  /** Translation key under `nav.` */
  titleKey: string;
  path: string;
  roles: readonly Role[];
}

export interface NavItemConfig extends NavLeafConfig {
  children?: readonly NavLeafConfig[];
}

export interface NavSectionConfig {
  id: string;
  subheaderKey: string;
  items: readonly NavItemConfig[];
}

const STAFF: readonly Role[] = ['pharmacy', 'shipper', 'admin'];
const PHARMACY: readonly Role[] = ['pharmacy', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const d = paths.dashboard;

export const NAV: readonly NavSectionConfig[] = [
  {
    id: 'overview',
    subheaderKey: 'nav.sections.overview',
    items: [
      { id: 'app', titleKey: 'nav.app', path: d.general.app, roles: STAFF },
      { id: 'ecommerce', titleKey: 'nav.ecommerce', path: d.general.ecommerce, roles: PHARMACY },
      { id: 'analytics', titleKey: 'nav.analytics', path: d.general.analytics, roles: PHARMACY },
      { id: 'banking', titleKey: 'nav.banking', path: d.general.banking, roles: PHARMACY },
      { id: 'booking', titleKey: 'nav.booking', path: d.general.booking, roles: PHARMACY },
      { id: 'file', titleKey: 'nav.file', path: d.general.file, roles: STAFF },
    ],
  },
  {
    id: 'management',
    subheaderKey: 'nav.sections.management',
    items: [
      // Couriers think in deliveries, pharmacies in orders: same pages, the server filters what each sees.
      {
        id: 'order',
        titleKey: 'nav.orders',
        path: d.order.root,
        roles: PHARMACY,
        children: [
          { id: 'order.list', titleKey: 'nav.list', path: d.order.list, roles: PHARMACY },
          { id: 'order.new', titleKey: 'nav.create', path: d.order.new, roles: PHARMACY },
        ],
      },
      { id: 'deliveries', titleKey: 'nav.deliveries', path: d.order.list, roles: ['shipper'] },
      {
        id: 'invoice',
        titleKey: 'nav.invoices',
        path: d.invoice.root,
        roles: PHARMACY,
        children: [
          { id: 'invoice.list', titleKey: 'nav.list', path: d.invoice.list, roles: PHARMACY },
          { id: 'invoice.new', titleKey: 'nav.create', path: d.invoice.new, roles: PHARMACY },
        ],
      },
      {
        id: 'e-commerce',
        titleKey: 'nav.eCommerce',
        path: d.eCommerce.root,
        roles: PHARMACY,
        children: [
          { id: 'e-commerce.shop', titleKey: 'nav.shop', path: d.eCommerce.shop, roles: PHARMACY },
          { id: 'e-commerce.list', titleKey: 'nav.products', path: d.eCommerce.list, roles: PHARMACY },
          { id: 'e-commerce.product-new', titleKey: 'nav.newProduct', path: d.product.new, roles: PHARMACY },
          { id: 'e-commerce.discounts', titleKey: 'nav.discounts', path: d.eCommerce.discounts, roles: PHARMACY },
          { id: 'e-commerce.catalogue', titleKey: 'nav.catalogue', path: d.eCommerce.catalogue, roles: PHARMACY },
        ],
      },
      {
        id: 'my-pharmacy',
        titleKey: 'nav.myPharmacy',
        path: d.pharmacy.profile,
        roles: ['pharmacy'],
        children: [
          { id: 'my-pharmacy.profile', titleKey: 'nav.pharmacyProfile', path: d.pharmacy.profile, roles: ['pharmacy'] },
          { id: 'my-pharmacy.settings', titleKey: 'nav.pharmacySettings', path: d.pharmacy.account, roles: ['pharmacy'] },
        ],
      },
      // A courier's own profile and settings, and the pharmacies it delivers for.
      {
        id: 'my-courier',
        titleKey: 'nav.courier',
        path: d.shipper.profile,
        roles: ['shipper'],
        children: [
          { id: 'my-courier.profile', titleKey: 'nav.courierProfile', path: d.shipper.profile, roles: ['shipper'] },
          { id: 'my-courier.settings', titleKey: 'nav.courierSettings', path: d.shipper.account, roles: ['shipper'] },
          { id: 'my-courier.pharmacies', titleKey: 'nav.servedPharmacies', path: d.pharmacy.profile, roles: ['shipper'] },
        ],
      },
      {
        id: 'user',
        titleKey: 'nav.users',
        path: d.user.root,
        roles: ADMIN,
        children: [
          { id: 'user.list', titleKey: 'nav.accountsList', path: d.user.list, roles: ADMIN },
          { id: 'user.cards', titleKey: 'nav.cards', path: d.user.cards, roles: ADMIN },
          { id: 'user.new', titleKey: 'nav.create', path: d.user.new, roles: ADMIN },
        ],
      },
      {
        id: 'pharmacy',
        titleKey: 'nav.pharmacies',
        path: d.pharmacy.root,
        roles: ADMIN,
        children: [
          { id: 'pharmacy.list', titleKey: 'nav.list', path: d.pharmacy.list, roles: ADMIN },
          { id: 'pharmacy.cards', titleKey: 'nav.cards', path: d.pharmacy.cards, roles: ADMIN },
          { id: 'pharmacy.new', titleKey: 'nav.create', path: d.pharmacy.new, roles: ADMIN },
        ],
      },
      {
        id: 'shipper',
        titleKey: 'nav.shippers',
        path: d.shipper.root,
        roles: PHARMACY,
        children: [
          { id: 'shipper.list', titleKey: 'nav.list', path: d.shipper.list, roles: PHARMACY },
          { id: 'shipper.cards', titleKey: 'nav.cards', path: d.shipper.cards, roles: PHARMACY },
          { id: 'shipper.new', titleKey: 'nav.create', path: d.shipper.new, roles: ADMIN },
        ],
      },
      {
        id: 'blog',
        titleKey: 'nav.blog',
        path: d.blog.root,
        roles: PHARMACY,
        children: [
          { id: 'blog.posts', titleKey: 'nav.posts', path: d.blog.posts, roles: PHARMACY },
          { id: 'blog.new', titleKey: 'nav.create', path: d.blog.new, roles: PHARMACY },
        ],
      },
      { id: 'files-manager', titleKey: 'nav.fileManager', path: d.fileManager, roles: STAFF },
      { id: 'platform', titleKey: 'nav.platform', path: d.platform, roles: ADMIN },
    ],
  },
  {
    id: 'apps',
    subheaderKey: 'nav.sections.apps',
    items: [
      { id: 'mail', titleKey: 'nav.mail', path: d.mail.root, roles: STAFF },
      { id: 'chat', titleKey: 'nav.chat', path: d.chat.root, roles: STAFF },
      { id: 'calendar', titleKey: 'nav.calendar', path: d.calendar, roles: STAFF },
      { id: 'kanban', titleKey: 'nav.kanban', path: d.kanban, roles: STAFF },
    ],
  },
];

/** The navigation a role sees: items and children it may open, empty sections dropped. */
export function navForRole(role: Role, nav: readonly NavSectionConfig[] = NAV): NavSectionConfig[] {
  return nav
    .map((section) => ({
      ...section,
      items: section.items
        .filter((item) => item.roles.includes(role))
        .map((item) =>
          item.children ? { ...item, children: item.children.filter((child) => child.roles.includes(role)) } : item,
        ),
    }))
    .filter((section) => section.items.length > 0);
}

/** Flat list of every entry (items and children) a role sees; handy for tests and search. */
export function navEntriesForRole(role: Role): NavLeafConfig[] {
  return navForRole(role).flatMap((section) =>
    section.items.flatMap((item) => [item, ...(item.children ?? [])]),
  );
}
