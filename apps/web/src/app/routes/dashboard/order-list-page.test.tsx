import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@pharmacy/shared/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { OrderListPage } from './order-list-page';

const counts = { submitted: 0, accepted: 0, rejected: 0, preparing: 0, ready: 0, out_for_delivery: 0, delivered: 0, delivery_failed: 0, collected: 0, cancelled: 0 };

function renderAs(role: Role) {
  const fetch = mockFetch(({ path }) => {
    if (path === '/api/orders') return { status: 200, body: { items: [], nextCursor: null, counts } };
    if (path === '/api/shippers/me') return { status: 200, body: { uid: 'uid-shipper', firstName: 'Alex', lastName: 'Martin', displayName: 'Alex Martin', phone: '', vehicle: 'car', available: true, pharmacies: [] } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  renderWithProviders(<OrderListPage />, { url: '/dashboard/order/list', around: (children) => <FakeAuth user={testUser(role)}>{children}</FakeAuth> });
  return fetch;
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('gives the pharmacy the order desk with its tabs and the new-order button', async () => {
    renderAs('pharmacy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orders');
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/dashboard/order/new');
    expect(await screen.findByRole('tab', { name: 'All 0' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('gives a courier "My deliveries" with the availability switch, and no desk', async () => {
    renderAs('shipper');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My deliveries');
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Available for deliveries' }) as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
