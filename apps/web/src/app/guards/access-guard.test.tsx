import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { initI18n } from '../../lib/i18n';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';
import { RoleGuard } from './role-guard';

// The waiting page has its own tests; here we only need to know the guard chose it.
vi.mock('./pending-screen', () => ({ PendingScreen: () => <p>waiting for approval</p> }));

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(url: string, user: UserProfile | null, isInitialized = true) {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <GuestGuard><p>login form</p></GuestGuard> },
      {
        path: '/dashboard',
        element: <AuthGuard area="dashboard" />,
        children: [
          { index: true, element: <p>dashboard home</p> },
          { path: 'user/list', element: <RoleGuard area="dashboard" roles={['admin']}><p>accounts</p></RoleGuard> },
          { path: 'permission-denied', element: <p>permission denied</p> },
        ],
      },
      { path: '/my', element: <AuthGuard area="customer" />, children: [{ path: 'dashboard', element: <p>my orders</p> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <FakeAuth user={user} isInitialized={isInitialized}>
      <RouterProvider router={router} />
    </FakeAuth>,
  );
  return router;
}

describe('guards in the router', () => {
  it('show nothing but the loader until the session is known', () => {
    renderAt('/dashboard', null, false);
    expect(screen.queryByText('dashboard home')).toBeNull();
    expect(screen.queryByText('login form')).toBeNull();
  });

  it('send a visitor to sign in and come back', () => {
    const router = renderAt('/dashboard/user/list?tab=2', null);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/dashboard/user/list?tab=2');
    expect(screen.getByText('login form')).toBeTruthy();
  });

  it('take a signed-in customer away from the sign-in page to their area', () => {
    const router = renderAt('/auth/login', testUser('customer'));
    expect(router.state.location.pathname).toBe('/my/dashboard');
    expect(screen.getByText('my orders')).toBeTruthy();
  });

  it('send a customer who opens the dashboard to /my/dashboard', () => {
    const router = renderAt('/dashboard', testUser('customer'));
    expect(router.state.location.pathname).toBe('/my/dashboard');
  });

  it('send staff who open /my to the dashboard', () => {
    const router = renderAt('/my/dashboard', testUser('shipper'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('dashboard home')).toBeTruthy();
  });

  it('send a wrong role to the permission-denied page', () => {
    const router = renderAt('/dashboard/user/list', testUser('pharmacy'));
    expect(router.state.location.pathname).toBe('/dashboard/permission-denied');
  });

  it('let the right role in', () => {
    renderAt('/dashboard/user/list', testUser('admin'));
    expect(screen.getByText('accounts')).toBeTruthy();
  });

  it('show a pending account only the waiting page', () => {
    const router = renderAt('/dashboard/user/list', testUser('pharmacy', 'pending'));
    expect(router.state.location.pathname).toBe('/dashboard/user/list');
    expect(screen.getByText('waiting for approval')).toBeTruthy();
    expect(screen.queryByText('accounts')).toBeNull();
  });
});
