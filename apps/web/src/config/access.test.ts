import { describe, expect, it } from 'vitest';
import { ROLES } from '@pharmacy/shared/roles';
import { canOpenDashboardPath, DASHBOARD_ACCESS, dashboardRoles } from './access';
import { collectPatterns, paths } from './paths';

describe('dashboard access rules', () => {
  const dashboardPatterns = collectPatterns(paths.dashboard);

  it('declares a rule for every dashboard route and no other', () => {
    expect(dashboardPatterns.filter((pattern) => !DASHBOARD_ACCESS[pattern])).toEqual([]);
    expect(Object.keys(DASHBOARD_ACCESS).filter((pattern) => !dashboardPatterns.includes(pattern))).toEqual([]);
  });

  it('never opens the dashboard to customers', () => {
    for (const pattern of dashboardPatterns) expect(DASHBOARD_ACCESS[pattern], pattern).not.toContain('customer');
  });

  it('opens every dashboard route to admins', () => {
    for (const pattern of dashboardPatterns) expect(DASHBOARD_ACCESS[pattern], pattern).toContain('admin');
  });

  it('throws for a route nobody declared', () => {
    expect(() => dashboardRoles('/dashboard/unknown')).toThrow(/No access rule/);
  });

  it('matches concrete addresses, static routes before parameters', () => {
    expect(canOpenDashboardPath('shipper', paths.dashboard.order.details('42'))).toBe(true);
    // /dashboard/order/new is its own route (pharmacy and admin), not order 'new'.
    expect(canOpenDashboardPath('shipper', paths.dashboard.order.new)).toBe(false);
    expect(canOpenDashboardPath('shipper', paths.dashboard.order.edit('42'))).toBe(false);
    expect(canOpenDashboardPath('pharmacy', paths.dashboard.user.edit('someone'))).toBe(false);
    expect(canOpenDashboardPath('admin', paths.dashboard.user.edit('someone'))).toBe(true);
    expect(canOpenDashboardPath('admin', '/dashboard/nowhere')).toBe(false);
  });

  it('lets everyone on staff reach their own account, and only admins the accounts list', () => {
    for (const role of ROLES.filter((r) => r !== 'customer')) {
      expect(canOpenDashboardPath(role, paths.dashboard.user.account)).toBe(true);
      expect(canOpenDashboardPath(role, paths.dashboard.user.list)).toBe(role === 'admin');
    }
  });

  it('gives pharmacies a read-only view of shippers', () => {
    expect(canOpenDashboardPath('pharmacy', paths.dashboard.shipper.list)).toBe(true);
    expect(canOpenDashboardPath('pharmacy', paths.dashboard.shipper.profile)).toBe(true);
    expect(canOpenDashboardPath('pharmacy', paths.dashboard.shipper.new)).toBe(false);
    expect(canOpenDashboardPath('pharmacy', paths.dashboard.shipper.edit('x'))).toBe(false);
  });
});
