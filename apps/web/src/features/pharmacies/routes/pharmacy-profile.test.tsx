import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { PharmacyProfileContent, type PharmacyProfileContentProps } from './pharmacy-profile';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderProfile(url: string, props: PharmacyProfileContentProps = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/pharmacy/profile"
        element={
          <>
            <h1>Pharmacy page</h1>
            <PharmacyProfileContent chooseHref="/dashboard/pharmacy/list" {...props} />
            <Where />
          </>
        }
      />
    </Routes>,
    { url },
  );
}

const profile = (overrides: Partial<PharmacyProfile> = {}): PharmacyProfile => ({
  pharmacy: makePharmacy({
    hoursExceptions: [{ date: '2099-12-25', periods: [], note: 'Christmas' }],
  }),
  staff: [{ uid: 'u-1', slug: 'anne-dupont', displayName: 'Anne Dupont', avatarUrl: null, email: null }],
  shippersCount: 3,
  ordersHandled: 42,
  ...overrides,
});

describe('PharmacyProfileContent', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('follows an old slug to the current address and shows the pharmacy', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/pharmacies/by-slug/old-sablon/profile' ||
      path === '/api/pharmacies/by-slug/pharmacie-du-sablon/profile'
        ? { status: 200, body: profile() }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    renderProfile('/dashboard/pharmacy/profile?name=old-sablon');
    expect(await screen.findByRole('heading', { name: 'Pharmacie du Sablon' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?name=pharmacie-du-sablon'));
    expect(screen.getByText('Anne Dupont')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Rue Haute 1', { exact: false })).toBeTruthy();
    // The exception shows with the hours.
    expect(screen.getByText(/Christmas/).textContent).toMatch(/^Closed on .*December 25: Christmas$/);
    // The data for the new address came from the cache: one request only.
    expect(requestsTo(fetch, 'GET', '/api/pharmacies/by-slug/pharmacie-du-sablon/profile')).toHaveLength(0);
  });

  it('says cleanly, inside the page, that an unknown pharmacy does not exist', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderProfile('/dashboard/pharmacy/profile?name=nowhere');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find this pharmacy.');
    expect(within(alert).getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy/list',
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Pharmacy page']);
  });

  it('shows staff their own pharmacy, with a choice when they work for several', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/pharmacies/mine')
        return {
          status: 200,
          body: { items: [makePharmacy(), makePharmacy({ id: 'p-2', name: 'Apotheek De Linde', slug: 'de-linde' })] },
        };
      if (path === '/api/pharmacies/by-slug/pharmacie-du-sablon/profile') return { status: 200, body: profile() };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    });
    renderProfile('/dashboard/pharmacy/profile', { mine: true });
    expect(await screen.findByRole('heading', { name: 'Pharmacie du Sablon' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pharmacy' })).toBeTruthy();
  });
});
