import { matchPath } from 'react-router';
import type { Role } from '@pharmacy/shared/roles';
import { paths } from './paths';

/**
 * Which staff roles may open each dashboard route (docs/PRODUCT.md "What each role may do").
 * The server enforces the same rules on data; this table only decides which screens make sense to show.
 * Customers have no dashboard: their area is /my/*.
 */
const STAFF: readonly Role[] = ['pharmacy', 'shipper', 'admin'];
const PHARMACY: readonly Role[] = ['pharmacy', 'admin'];
const ADMIN: readonly Role[] = ['admin'];

const d = paths.dashboard;

export const DASHBOARD_ACCESS: Readonly<Record<string, readonly Role[]>> = {
  [d.root]: STAFF,
  [d.general.app]: STAFF,
  [d.general.ecommerce]: PHARMACY,
  [d.general.analytics]: PHARMACY,
  [d.general.banking]: PHARMACY,
  [d.general.booking]: PHARMACY,
  [d.general.file]: STAFF,
  // Everyone on staff has a personal board; a pharmacist also their team's (PRODUCT.md).
  [d.kanban]: STAFF,
  [d.calendar]: STAFF,
  // Everyone has their own files (issue 18); customers open the same file manager at /my/files.
  [d.fileManager]: STAFF,
  [d.platform]: ADMIN,
  [d.permissionDenied]: STAFF,
  [d.blank]: STAFF,

  [d.mail.root]: STAFF,
  [d.mail.all]: STAFF,
  [d.chat.root]: STAFF,
  [d.chat.new]: STAFF,
  [d.chat.conversation.pattern]: STAFF,

  // People: admins manage everyone; everybody has their own profile and account.
  [d.user.root]: ADMIN,
  [d.user.list]: ADMIN,
  [d.user.cards]: ADMIN,
  [d.user.new]: ADMIN,
  [d.user.edit.pattern]: ADMIN,
  [d.user.profile]: STAFF,
  [d.user.account]: STAFF,

  // A pharmacy's staff see and edit their own pharmacy only; couriers see the profiles of the pharmacies they serve.
  [d.pharmacy.root]: ADMIN,
  [d.pharmacy.list]: ADMIN,
  [d.pharmacy.cards]: ADMIN,
  [d.pharmacy.new]: ADMIN,
  [d.pharmacy.edit.pattern]: ADMIN,
  [d.pharmacy.profile]: STAFF,
  [d.pharmacy.account]: PHARMACY,

  // Pharmacies get a read-only view of the shippers they work with; a courier has its own profile and settings.
  [d.shipper.root]: PHARMACY,
  [d.shipper.list]: PHARMACY,
  [d.shipper.cards]: PHARMACY,
  [d.shipper.profile]: STAFF,
  [d.shipper.new]: ADMIN,
  [d.shipper.account]: ['shipper', 'admin'],
  [d.shipper.edit.pattern]: ADMIN,

  [d.eCommerce.root]: STAFF,
  [d.eCommerce.shop]: STAFF,
  [d.eCommerce.list]: PHARMACY,
  [d.eCommerce.checkout]: STAFF,
  [d.eCommerce.catalogue]: PHARMACY,
  [d.eCommerce.discounts]: PHARMACY,
  [d.product.new]: PHARMACY,
  [d.product.details.pattern]: STAFF,
  [d.product.edit.pattern]: PHARMACY,

  [d.invoice.root]: PHARMACY,
  [d.invoice.list]: PHARMACY,
  [d.invoice.new]: PHARMACY,
  [d.invoice.details.pattern]: PHARMACY,
  [d.invoice.edit.pattern]: PHARMACY,

  // Shippers see the orders assigned to them (their deliveries); only pharmacies and admins create or edit.
  [d.order.root]: STAFF,
  [d.order.list]: STAFF,
  [d.order.details.pattern]: STAFF,
  [d.order.new]: PHARMACY,
  [d.order.edit.pattern]: PHARMACY,

  // Health articles are written by admins and pharmacists (docs/PRODUCT.md "Blog").
  [d.blog.root]: PHARMACY,
  [d.blog.posts]: PHARMACY,
  [d.blog.new]: PHARMACY,
  [d.blog.post.pattern]: PHARMACY,
};

/** Roles allowed on a dashboard route pattern; throws on a pattern nobody declared, so a new route cannot be left open. */
export function dashboardRoles(pattern: string): readonly Role[] {
  const roles = DASHBOARD_ACCESS[pattern];
  if (!roles) throw new Error(`No access rule for dashboard route ${pattern}`);
  return roles;
}

export function canOpenDashboardRoute(role: Role, pattern: string): boolean {
  return DASHBOARD_ACCESS[pattern]?.includes(role) ?? false;
}

/** Same question for a concrete address (`/dashboard/order/42`): static routes first, as the router ranks them. */
export function canOpenDashboardPath(role: Role, pathname: string): boolean {
  const exact = DASHBOARD_ACCESS[pathname];
  if (exact) return exact.includes(role);
  const pattern = Object.keys(DASHBOARD_ACCESS).find((key) => key.includes(':') && matchPath(key, pathname));
  return pattern ? canOpenDashboardRoute(role, pattern) : false;
}
