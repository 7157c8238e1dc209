import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@pharmacy/shared/roles';
import { canOpenDashboardPath } from './access';
import { NAV, navEntriesForRole, navForRole } from './nav';
import { paths } from './paths';

const ids = (role: Role) => navEntriesForRole(role).map((entry) => entry.id);
const d = paths.dashboard;

describe('NAV by role (docs/PRODUCT.md role matrix)', () => {
  it('gives customers no dashboard navigation: they use /my/*', () => {
    expect(navForRole('customer')).toEqual([]);
  });

  it('gives a pharmacy its dashboards, orders, invoices, shop, apps, files, its pharmacy and a read-only view of shippers', () => {
    expect(ids('pharmacy').sort()).toEqual(
      [
        'app',
        'ecommerce',
        'analytics',
        'banking',
        'booking',
        'file',
        'order',
        'order.list',
        'order.new',
        'invoice',
        'invoice.list',
        'invoice.new',
        'e-commerce',
        'e-commerce.shop',
        'e-commerce.list',
        'e-commerce.product-new',
        'e-commerce.catalogue',
        'e-commerce.discounts',
        'my-pharmacy',
        'my-pharmacy.profile',
        'my-pharmacy.settings',
        'shipper',
        'shipper.list',
        'shipper.cards',
        'blog',
        'blog.posts',
        'blog.new',
        'files-manager',
        'mail',
        'chat',
        'calendar',
        'kanban',
      ].sort(),
    );
  });

  it('gives a shipper its deliveries, calendar, own kanban board, chat, mail, files and files overview only', () => {
    expect(ids('shipper').sort()).toEqual(
      ['app', 'deliveries', 'my-courier', 'my-courier.profile', 'my-courier.settings', 'my-courier.pharmacies', 'calendar', 'kanban', 'chat', 'mail', 'files-manager', 'file'].sort(),
    );
    const paths = navEntriesForRole('shipper').map((entry) => entry.path);
    expect(paths).toContain(d.order.list);
  });

  it('never offers a pharmacy the people it may not manage', () => {
    const entries = ids('pharmacy');
    for (const id of ['user', 'pharmacy', 'shipper.new', 'e-commerce.checkout', 'deliveries']) {
      expect(entries).not.toContain(id);
    }
  });

  it('gives an admin everything except the role-specific shortcuts', () => {
    const all = NAV.flatMap((section) => section.items.flatMap((item) => [item, ...(item.children ?? [])]));
    const expected = all
      .filter((entry) => entry.id !== 'deliveries' && !/^my-(pharmacy|courier)(\.|$)/.test(entry.id))
      .map((entry) => entry.id)
      .sort();
    expect(ids('admin').sort()).toEqual(expected);
    expect(ids('admin')).toEqual(expect.arrayContaining(['user', 'pharmacy', 'shipper', 'blog', 'analytics']));
  });

  it('only links each role to pages its route rules let it open', () => {
    for (const role of ROLES) {
      const refused = navEntriesForRole(role).filter((entry) => !canOpenDashboardPath(role, entry.path));
      expect(refused, role).toEqual([]);
    }
  });

  it('drops children a role may not open and sections left empty', () => {
    const shipperGroup = navForRole('pharmacy')
      .flatMap((section) => section.items)
      .find((item) => item.id === 'shipper');
    expect(shipperGroup?.children?.map((child) => child.id)).toEqual(['shipper.list', 'shipper.cards']);
    expect(navForRole('shipper').map((section) => section.id)).toEqual(['overview', 'management', 'apps']);
  });

  it('uses unique ids and nav.* translation keys', () => {
    const all = NAV.flatMap((section) => section.items.flatMap((item) => [item, ...(item.children ?? [])]));
    const allIds = all.map((entry) => entry.id);
    expect(new Set(allIds).size).toBe(allIds.length);
    for (const entry of all) expect(entry.titleKey).toMatch(/^nav\./);
  });
});
