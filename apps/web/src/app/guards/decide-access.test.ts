import { describe, expect, it } from 'vitest';
import type { AccountStatus, Role } from '@pharmacy/shared/roles';
import { decideAccess, homeFor, type AccessSession } from './decide-access';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const signedIn = (role: Role, status: AccountStatus = 'active'): AccessSession => ({
  isInitialized: true,
  isAuthenticated: true,
  user: { role, status },
});
const anonymous: AccessSession = { isInitialized: true, isAuthenticated: false, user: null };
const starting: AccessSession = { isInitialized: false, isAuthenticated: false, user: null };

describe('homeFor', () => {
  it('sends customers to /my and staff to the dashboard', () => {
    expect(homeFor('customer')).toBe('/my/dashboard');
    expect(homeFor('pharmacy')).toBe('/dashboard');
    expect(homeFor('shipper')).toBe('/dashboard');
    expect(homeFor('admin')).toBe('/dashboard');
  });
});

describe('decideAccess', () => {
  it('waits while the session is not initialized, whatever the page', () => {
    expect(decideAccess(starting, { kind: 'guest' }, at('/auth/login'))).toEqual({ type: 'loading' });
    expect(decideAccess(starting, { kind: 'signed-in', area: 'dashboard' }, at('/dashboard'))).toEqual({
      type: 'loading',
    });
  });

  describe('guest pages (sign-in, registration)', () => {
    it('let visitors in', () => {
      expect(decideAccess(anonymous, { kind: 'guest' }, at('/auth/login'))).toEqual({ type: 'allow' });
    });

    it('send signed-in people home by role', () => {
      expect(decideAccess(signedIn('customer'), { kind: 'guest' }, at('/auth/login'))).toEqual({
        type: 'redirect',
        to: '/my/dashboard',
      });
      expect(decideAccess(signedIn('pharmacy'), { kind: 'guest' }, at('/auth/register'))).toEqual({
        type: 'redirect',
        to: '/dashboard',
      });
    });

    it('take a signed-in pharmacy account from an invitation link to where it accepts it', () => {
      for (const status of ['active', 'pending'] as const) {
        expect(decideAccess(signedIn('pharmacy', status), { kind: 'guest' }, at('/auth/register', '?invite=a%2Bb'))).toEqual({
          type: 'redirect',
          to: '/dashboard/pharmacy/account?invite=a%2Bb',
        });
      }
      // Other roles cannot join a pharmacy: they go home as usual.
      expect(decideAccess(signedIn('customer'), { kind: 'guest' }, at('/auth/register', '?invite=x'))).toEqual({
        type: 'redirect',
        to: '/my/dashboard',
      });
    });

    it('honour a safe returnTo and ignore an unsafe one', () => {
      const safe = `?returnTo=${encodeURIComponent('/dashboard/order/7?tab=history')}`;
      expect(decideAccess(signedIn('admin'), { kind: 'guest' }, at('/auth/login', safe))).toEqual({
        type: 'redirect',
        to: '/dashboard/order/7?tab=history',
      });
      for (const bad of ['https://evil.example', '//evil.example', '/auth/login']) {
        const search = `?returnTo=${encodeURIComponent(bad)}`;
        expect(decideAccess(signedIn('admin'), { kind: 'guest' }, at('/auth/login', search))).toEqual({
          type: 'redirect',
          to: '/dashboard',
        });
      }
    });

    it('treat an authenticated flag without a user as signed out', () => {
      const broken: AccessSession = { isInitialized: true, isAuthenticated: true, user: null };
      expect(decideAccess(broken, { kind: 'guest' }, at('/auth/login'))).toEqual({ type: 'allow' });
    });
  });

  describe('protected pages', () => {
    it('send visitors to sign in with the whole address as returnTo', () => {
      expect(
        decideAccess(anonymous, { kind: 'signed-in', area: 'dashboard' }, at('/dashboard/order/7', '?tab=a', '#x')),
      ).toEqual({ type: 'redirect', to: `/auth/login?returnTo=${encodeURIComponent('/dashboard/order/7?tab=a#x')}` });
    });

    it('show only the waiting page to pending and suspended accounts', () => {
      for (const status of ['pending', 'suspended'] as const) {
        expect(decideAccess(signedIn('pharmacy', status), { kind: 'signed-in', area: 'dashboard' }, at('/dashboard'))).toEqual(
          { type: 'pending' },
        );
        expect(decideAccess(signedIn('customer', status), { kind: 'signed-in', area: 'customer' }, at('/my/order'))).toEqual({
          type: 'pending',
        });
        expect(
          decideAccess(signedIn('shipper', status), { kind: 'roles', area: 'dashboard', roles: ['shipper'] }, at('/x')),
        ).toEqual({ type: 'pending' });
      }
    });

    it('send customers who open the dashboard to their own area', () => {
      expect(decideAccess(signedIn('customer'), { kind: 'signed-in', area: 'dashboard' }, at('/dashboard/app'))).toEqual({
        type: 'redirect',
        to: '/my/dashboard',
      });
    });

    it('send staff who open the customer area to the dashboard', () => {
      for (const role of ['pharmacy', 'shipper', 'admin'] as const) {
        expect(decideAccess(signedIn(role), { kind: 'signed-in', area: 'customer' }, at('/my/order'))).toEqual({
          type: 'redirect',
          to: '/dashboard',
        });
      }
    });

    it('let the right audience in', () => {
      expect(decideAccess(signedIn('customer'), { kind: 'signed-in', area: 'customer' }, at('/my/order'))).toEqual({
        type: 'allow',
      });
      expect(decideAccess(signedIn('shipper'), { kind: 'signed-in', area: 'dashboard' }, at('/dashboard'))).toEqual({
        type: 'allow',
      });
      expect(decideAccess(signedIn('customer'), { kind: 'signed-in', area: 'public' }, at('/x'))).toEqual({
        type: 'allow',
      });
    });
  });

  describe('role rules', () => {
    const adminsOnly = { kind: 'roles', roles: ['admin'] } as const;

    it('send a wrong role to the dashboard permission-denied page inside the dashboard', () => {
      expect(decideAccess(signedIn('pharmacy'), { ...adminsOnly, area: 'dashboard' }, at('/dashboard/user/list'))).toEqual({
        type: 'redirect',
        to: '/dashboard/permission-denied',
      });
    });

    it('send a wrong role to /403 elsewhere', () => {
      expect(decideAccess(signedIn('customer'), { ...adminsOnly, area: 'public' }, at('/somewhere'))).toEqual({
        type: 'redirect',
        to: '/403',
      });
    });

    it('let an allowed role in', () => {
      expect(decideAccess(signedIn('admin'), { ...adminsOnly, area: 'dashboard' }, at('/dashboard/user/list'))).toEqual({
        type: 'allow',
      });
    });

    it('still require signing in', () => {
      expect(decideAccess(anonymous, { ...adminsOnly, area: 'dashboard' }, at('/dashboard/user/list')).type).toBe('redirect');
    });
  });
});
