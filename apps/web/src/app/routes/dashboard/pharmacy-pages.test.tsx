import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../../features/auth/testing/render-with-auth';
import { makePharmacy } from '../../../features/pharmacies/testing/pharmacy-fixtures';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { PharmacyAccountPage } from './pharmacy-pages';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pharmacist = makeUser({
  role: 'pharmacy',
  email: 'anne@sablon.be',
  first_name: 'Anne',
  last_name: 'Dupont',
  displayName: 'Anne Dupont',
});

function serve(user = pharmacist) {
  return mockFetch(({ path, method }) => {
    if (path === '/api/session') return { status: 200, body: { user } };
    if (path === '/api/me') return { status: 200, body: user };
    if (path === '/api/pharmacies/mine') return { status: 200, body: { items: [makePharmacy()] } };
    if (path === '/api/invitations/tok-9' && method === 'GET')
      return {
        status: 200,
        body: {
          email: 'anne@sablon.be',
          pharmacyName: 'Apotheek De Linde',
          pharmacySlug: 'de-linde',
          expiresAt: '2099-01-01T00:00:00Z',
        },
      };
    if (path === '/api/invitations/tok-9/accept') return { status: 200, body: {} };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const renderPage = (url: string) =>
  renderWithAuth(<PharmacyAccountPage />, { path: '/dashboard/pharmacy/account', url });

describe('PharmacyAccountPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds the pharmacy settings tab, without the identity staff may not change', async () => {
    serve();
    renderPage('/dashboard/pharmacy/account?tab=pharmacy');
    expect(await screen.findByRole('tab', { name: 'Pharmacy' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Team' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Identity' })).toBeNull();
    expect(screen.queryByLabelText(/^Official number/)).toBeNull();
  });

  it('lets an existing pharmacy account accept an invitation', async () => {
    const fetch = serve();
    renderPage('/dashboard/pharmacy/account?invite=tok-9');
    expect(await screen.findByText('Apotheek De Linde invites you to join its team')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/invitations/tok-9/accept')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/pharmacy/account'));
  });

  it('shows an admin their own account and where pharmacies are managed', async () => {
    serve(makeUser({ role: 'admin' }));
    renderPage('/dashboard/pharmacy/account');
    expect(await screen.findByRole('link', { name: 'Open the list of pharmacies' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Pharmacy' })).toBeNull();
  });
});
