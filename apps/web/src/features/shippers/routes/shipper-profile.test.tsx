import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeShipperRow } from '../testing/shipper-fixtures';
import { ShipperProfileContent, type ShipperProfileContentProps } from './shipper-profile';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderProfile = (url: string, props: ShipperProfileContentProps = {}) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/shipper/profile"
        element={
          <>
            <ShipperProfileContent {...props} />
            <Where />
          </>
        }
      />
    </Routes>,
    { url },
  );

const profile = { shipper: makeShipperRow({ email: null }), memberSince: '2025-03-01T10:00:00Z', rating: null };

describe('ShipperProfileContent', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows a courier their own profile, with no invented rating', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/me/person') return { status: 200, body: { slug: 'marc-peeters' } };
      if (path === '/api/shippers/by-slug/marc-peeters/profile') return { status: 200, body: profile };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    });
    renderProfile('/dashboard/shipper/profile', { own: true });
    expect(await screen.findByRole('heading', { name: 'Marc Peeters' })).toBeTruthy();
    expect(screen.getByText('no ratings yet')).toBeTruthy();
    expect(screen.getByText('Bicycle')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('March 2025')).toBeTruthy();
    expect(screen.getByText('Pharmacie du Sablon · staff')).toBeTruthy();
  });

  it('follows an old slug and says cleanly when a courier is unknown', async () => {
    mockFetch(({ path }) =>
      path === '/api/shippers/by-slug/marc-old/profile'
        ? { status: 200, body: profile }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    renderProfile('/dashboard/shipper/profile?name=marc-old', { listHref: '/dashboard/shipper/list' });
    expect(await screen.findByRole('heading', { name: 'Marc Peeters' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?name=marc-peeters'));
  });

  it('shows an unknown courier as an in-page message', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderProfile('/dashboard/shipper/profile?name=nobody', { listHref: '/dashboard/shipper/list' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find this courier');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
