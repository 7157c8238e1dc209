import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@pharmacy/shared/roles';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeDetail } from '../../../features/orders/shared/order-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { OrderDetailsPage } from './order-details-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderAs(role: Role) {
  mockFetch(({ path }) =>
    path === '/api/orders/o-1'
      ? { status: 200, body: makeDetail({ id: 'o-1', reference: 'PL-AAA111', status: 'ready' }) }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/order/:id" element={<OrderDetailsPage />} />
    </Routes>,
    { url: '/dashboard/order/o-1', around: (children) => <FakeAuth user={testUser(role)}>{children}</FakeAuth> },
  );
}

describe('OrderDetailsPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it.each<Role>(['pharmacy', 'shipper'])('links the order to its conversation for %s', async (role) => {
    renderAs(role);
    const link = await screen.findByRole('link', { name: 'Message' });
    expect(link.getAttribute('href')).toBe('/dashboard/chat/o-1');
  });
});
