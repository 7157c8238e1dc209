import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeShipperRow } from '../testing/shipper-fixtures';
import { ShipperDirectoryPage } from './shipper-directory';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(url: string, manage: boolean, view: 'list' | 'cards' = 'list') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/shipper/*"
        element={
          <ShipperDirectoryPage
            view={view}
            manage={manage}
            crumbs={[]}
            listHref="/dashboard/shipper/list"
            cardsHref="/dashboard/shipper/cards"
            newHref="/dashboard/shipper/new"
            editHref={(slug) => `/dashboard/shipper/${slug}/edit`}
            profileHref={(slug) => `/dashboard/shipper/profile?name=${slug}`}
            pharmacyOptions={manage ? [{ id: 'p-sablon', name: 'Pharmacie du Sablon' }] : undefined}
          />
        }
      />
    </Routes>,
    { url },
  );
}

describe('ShipperDirectoryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('gives pharmacy staff a read-only list: no actions, no e-mail, no export, no status', async () => {
    mockFetch(() => ({ status: 200, body: { items: [makeShipperRow({ email: null })], nextCursor: null } }));
    renderPage('/dashboard/shipper/list', false);
    const grid = await screen.findByRole('grid', { name: 'Couriers' });
    expect(await within(grid).findByText('Marc Peeters')).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /CSV/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New courier' })).toBeNull();
    expect(screen.queryByText('marc@example.be')).toBeNull();
    expect(screen.getByText(/An administrator manages them/)).toBeTruthy();
  });

  it('gives admins filters, sort by deliveries, e-mails and the edit action', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { items: [makeShipperRow()], nextCursor: null } }));
    renderPage(
      '/dashboard/shipper/list?available=true&vehicle=bike&pharmacy=p-sablon&status=active&sort=-deliveries&q=marc',
      true,
    );
    expect(await screen.findByText('marc@example.be')).toBeTruthy();
    expect(Object.fromEntries(requestsTo(fetch, 'GET', '/api/shippers')[0].search)).toEqual({
      q: 'marc',
      available: 'true',
      vehicle: 'bike',
      pharmacyId: 'p-sablon',
      status: 'active',
      sort: '-deliveries',
      limit: '25',
    });
    expect(screen.getByRole('link', { name: 'Edit Marc Peeters' }).getAttribute('href')).toBe(
      '/dashboard/shipper/marc-peeters/edit',
    );
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    const last = requestsTo(fetch, 'GET', '/api/shippers').at(-1)!;
    expect(last.search.get('sort')).toBe('name');
  });

  it('shows the same couriers as cards with the staff mark', async () => {
    mockFetch(() => ({ status: 200, body: { items: [makeShipperRow()], nextCursor: null } }));
    renderPage('/dashboard/shipper/cards', false, 'cards');
    expect(await screen.findByRole('heading', { name: 'Marc Peeters' })).toBeTruthy();
    expect(screen.getByText('Pharmacie du Sablon · staff')).toBeTruthy();
    expect(screen.getByText('12 deliveries done')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Marc Peeters' })).toBeNull();
  });
});
