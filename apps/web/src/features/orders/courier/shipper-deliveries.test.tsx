import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeList, makeSummary, notFound } from '../shared/order-fixtures';
import { ShipperAvailabilitySwitch } from './shipper-availability-switch';
import { ShipperDeliveries } from './shipper-deliveries';

const me = (available: boolean) => ({
  uid: 's-1',
  firstName: 'Marc',
  lastName: 'Dubois',
  displayName: 'Marc Dubois',
  phone: '',
  vehicle: 'bike',
  available,
  pharmacies: [{ pharmacyId: 'ph-1', pharmacyName: 'Pharmacie du Sablon', isStaff: true }],
});

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shipper’s deliveries', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('switches availability with PATCH /api/shippers/me and says so', async () => {
    const fetch = mockFetch(({ method, path, body }) => {
      if (path !== '/api/shippers/me') return notFound;
      if (method === 'GET') return { status: 200, body: me(false) };
      return { status: 200, body: me((body as { available: boolean }).available) };
    });
    renderWithProviders(<ShipperAvailabilitySwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Available for deliveries' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('You are not available: no new delivery will be assigned to you.')).toBeTruthy();
    expect(screen.getByText('You deliver for Pharmacie du Sablon.')).toBeTruthy();

    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(requestsTo(fetch, 'PATCH', '/api/shippers/me').map((r) => r.body)).toEqual([{ available: true }]);
    expect(await screen.findByText('You are now available for deliveries.')).toBeTruthy();
    expect(screen.getByText('You are available: pharmacies can assign you deliveries.')).toBeTruthy();
  });

  it('puts the parcels to pick up first, then those on the way, then the history, asking only for sections that hold some', async () => {
    const counts = { ready: 1, out_for_delivery: 1, delivered: 2 };
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/orders') return notFound;
      const status = search.get('status');
      if (status === 'ready')
        return {
          status: 200,
          body: makeList(
            [makeSummary({ id: 'a', reference: 'PL-READY1', status: 'ready', city: 'Ixelles', totalCents: 1550 })],
            counts,
          ),
        };
      if (status === 'out_for_delivery')
        return {
          status: 200,
          body: makeList(
            [makeSummary({ id: 'b', reference: 'PL-ROAD01', status: 'out_for_delivery', city: 'Uccle' })],
            counts,
          ),
        };
      if (status === 'delivered')
        return {
          status: 200,
          body: makeList(
            [
              makeSummary({ id: 'c', reference: 'PL-DONE01', status: 'delivered' }),
              makeSummary({ id: 'd', reference: 'PL-DONE02', status: 'delivered' }),
            ],
            counts,
          ),
        };
      return { status: 200, body: makeList([], counts) };
    });
    renderWithProviders(<ShipperDeliveries detailsHref={(id) => `/dashboard/order/${id}`} />);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'To pick up at the pharmacy (1)',
        'On the way (1)',
        'Delivered (2)',
      ]),
    );
    const pickUp = screen.getByRole('region', { name: 'To pick up at the pharmacy (1)' });
    expect(within(pickUp).getByText('Ixelles')).toBeTruthy();
    expect(within(pickUp).getByText('Items:', { exact: false }).textContent).toBe('Items: €15.50');
    expect(within(pickUp).getByRole('link').getAttribute('href')).toBe('/dashboard/order/a');
    await screen.findByText('PL-DONE02');
    const asked = requestsTo(fetch, 'GET', '/api/orders').map(
      (r) => `${r.search.get('status')}:${r.search.get('sort')}`,
    );
    expect([...new Set(asked)].sort()).toEqual(['delivered:updated', 'out_for_delivery:oldest', 'ready:oldest']);
  });

  it('says so when nothing is assigned yet', async () => {
    mockFetch(({ path }) => (path === '/api/orders' ? { status: 200, body: makeList([]) } : notFound));
    renderWithProviders(<ShipperDeliveries detailsHref={(id) => `/dashboard/order/${id}`} />);
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
  });
});
