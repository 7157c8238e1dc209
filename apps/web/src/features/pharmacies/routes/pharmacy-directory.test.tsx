import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { PharmacyDirectoryPage } from './pharmacy-directory';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(url: string, view: 'list' | 'cards' = 'list') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/pharmacy/*"
        element={
          <PharmacyDirectoryPage
            view={view}
            crumbs={[]}
            listHref="/dashboard/pharmacy/list"
            cardsHref="/dashboard/pharmacy/cards"
            newHref="/dashboard/pharmacy/new"
            editHref={(slug) => `/dashboard/pharmacy/${slug}/edit`}
            profileHref={(slug) => `/dashboard/pharmacy/profile?name=${slug}`}
          />
        }
      />
    </Routes>,
    { url },
  );
}

describe('PharmacyDirectoryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the search, filters and sort of the address, then the next page’s cursor', async () => {
    const fetch = mockFetch(({ path, search }) => {
      if (path !== '/api/pharmacies') return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      return search.get('cursor') === 'c-2'
        ? {
            status: 200,
            body: {
              items: [makePharmacy({ id: 'p-2', name: 'Apotheek De Linde', slug: 'de-linde' })],
              nextCursor: null,
            },
          }
        : { status: 200, body: { items: [makePharmacy()], nextCursor: 'c-2' } };
    });
    renderPage('/dashboard/pharmacy/list?q=sablon&city=Bruxelles&delivery=true&onDuty=1&sort=-name');
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    const [first] = requestsTo(fetch, 'GET', '/api/pharmacies');
    expect(Object.fromEntries(first.search)).toEqual({
      q: 'sablon',
      city: 'Bruxelles',
      homeDelivery: 'true',
      onDuty: localDate(new Date()),
      sort: '-name',
      limit: '25',
    });
    expect(screen.getByRole('link', { name: 'Edit Pharmacie du Sablon' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy/pharmacie-du-sablon/edit',
    );
    expect(screen.getByRole('link', { name: 'Profile of Pharmacie du Sablon' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy/profile?name=pharmacie-du-sablon',
    );

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Apotheek De Linde')).toBeTruthy();
    const last = requestsTo(fetch, 'GET', '/api/pharmacies').at(-1)!;
    expect(last.search.get('cursor')).toBe('c-2');
    expect(last.search.get('q')).toBe('sablon');
  });

  it('searches as the admin types and says so when nothing matches', async () => {
    const fetch = mockFetch(({ search }) => ({
      status: 200,
      body: search.get('q') === 'zzz' ? { items: [], nextCursor: null } : { items: [makePharmacy()], nextCursor: null },
    }));
    renderPage('/dashboard/pharmacy/cards', 'cards');
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No pharmacy matches')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/pharmacies').at(-1)!.search.get('q')).toBe('zzz'));
  });
});
