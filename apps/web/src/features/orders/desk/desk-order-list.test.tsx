import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeList, makeSummary, notFound } from '../shared/order-fixtures';
import { DeskOrderList } from './desk-order-list';

const first = makeSummary({ id: 'o-1', reference: 'PL-AAA111', totalCents: 1250 });
const second = makeSummary({ id: 'o-2', reference: 'PL-BBB222', customer: null, source: 'counter', deliveryType: 'take_away', city: '', hasPrescriptionItems: false });
const third = makeSummary({ id: 'o-3', reference: 'PL-CCC333', status: 'ready' });
const counts = { submitted: 2, ready: 1 };

const references = () => [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('a')!.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeskOrderList', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the status tabs with their counts, the rows, and loads more with the cursor', async () => {
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/orders') return notFound;
      if (search.get('status') === 'ready') return { status: 200, body: makeList([third], counts) };
      if (search.get('cursor') === 'c2') return { status: 200, body: makeList([third], counts) };
      return { status: 200, body: makeList([first, second], counts, 'c2') };
    });
    renderWithProviders(<DeskOrderList detailsHref={(id) => `/dashboard/order/${id}`} />, { url: '/dashboard/order/list' });
    await waitFor(() => expect(references()).toEqual(['PL-AAA111', 'PL-BBB222']));

    expect(tab(/^All 3$/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Submitted 2$/)).toBeTruthy();
    expect(tab(/^Ready 1$/)).toBeTruthy();
    expect(tab(/^Delivered 0$/)).toBeTruthy();

    const [row1, row2] = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(within(row1).getByRole('link', { name: 'PL-AAA111' }).getAttribute('href')).toBe('/dashboard/order/o-1');
    expect(within(row1).getByText('PL-AAA111').tagName).toBe('BDI');
    expect(within(row1).getByText('Lotte Peeters')).toBeTruthy();
    expect(within(row1).getByText('Submitted')).toBeTruthy();
    expect(within(row1).getByText('Home delivery')).toBeTruthy();
    expect(within(row1).getByText('Bruxelles')).toBeTruthy();
    expect(within(row1).getByRole('img', { name: 'Contains prescription medicine' })).toBeTruthy();
    expect(within(row1).getByText('€12.50')).toBeTruthy();
    expect(within(row1).getByText('2 items')).toBeTruthy();
    expect(within(row2).getByText('Counter or phone order')).toBeTruthy();
    expect(within(row2).getByText('Collection at the pharmacy')).toBeTruthy();
    expect(within(row2).getByText('No prescription medicine')).toBeTruthy();
    expect(within(row2).getByText('Not priced yet')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(references()).toEqual(['PL-AAA111', 'PL-BBB222', 'PL-CCC333']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requestsTo(fetch, 'GET', '/api/orders').map((r) => r.search.get('cursor'))).toEqual([null, 'c2']);

    await act(async () => fireEvent.click(tab(/^Ready 1$/)));
    await waitFor(() => expect(references()).toEqual(['PL-CCC333']));
    expect(tab(/^Ready 1$/).getAttribute('aria-selected')).toBe('true');
    expect(requestsTo(fetch, 'GET', '/api/orders').at(-1)!.search.get('status')).toBe('ready');
  });

  it('searches after a pause in typing, filters by delivery type and sorts, asking the server each time', async () => {
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/orders') return notFound;
      if (search.get('q') === 'doliprane' && search.get('deliveryType') === 'take_away') return { status: 200, body: makeList([], { submitted: 0 }) };
      if (search.get('q') === 'doliprane') return { status: 200, body: makeList([first], { submitted: 1 }) };
      return { status: 200, body: makeList([first, second], counts) };
    });
    renderWithProviders(<DeskOrderList detailsHref={(id) => `/dashboard/order/${id}`} />, { url: '/dashboard/order/list' });
    await waitFor(() => expect(references()).toEqual(['PL-AAA111', 'PL-BBB222']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'doliprane' } });
    await waitFor(() => expect(references()).toEqual(['PL-AAA111']));
    expect(tab(/^All 1$/)).toBeTruthy();
    // One request for the pause, not one per key.
    expect(requestsTo(fetch, 'GET', '/api/orders').map((r) => r.search.get('q'))).toEqual([null, 'doliprane']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Delivery' }));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Collection at the pharmacy' })));
    expect(await screen.findByText('No order matches these filters. Try another tab or another search.')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/orders').at(-1)!.search.get('deliveryType')).toBe('take_away');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Oldest first' })));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/orders').at(-1)!.search.get('sort')).toBe('oldest'));
  });

  it('marks the counts of a search the server stopped counting as "at least"', async () => {
    mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/orders') return notFound;
      if (search.get('q') === 'a') return { status: 200, body: { ...makeList([first], { submitted: 600, cancelled: 401 }), countsAtLeast: true } };
      return { status: 200, body: makeList([first, second], counts) };
    });
    renderWithProviders(<DeskOrderList detailsHref={(id) => `/dashboard/order/${id}`} />, { url: '/dashboard/order/list' });
    await waitFor(() => expect(references()).toEqual(['PL-AAA111', 'PL-BBB222']));
    expect(tab(/^Submitted 2$/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'a' } });
    await waitFor(() => expect(references()).toEqual(['PL-AAA111']));
    expect(tab(/^All 1001\+$/)).toBeTruthy();
    expect(tab(/^Submitted 600\+$/)).toBeTruthy();
    expect(tab(/^Delivered 0\+$/)).toBeTruthy();
  });

  it('names the pharmacy for an admin and shows an error with a retry', async () => {
    let fail = true;
    mockFetch(({ path }) => {
      if (path !== '/api/orders') return notFound;
      return fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } } : { status: 200, body: makeList([first], counts) };
    });
    renderWithProviders(<DeskOrderList detailsHref={(id) => `/dashboard/order/${id}`} showPharmacy />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(references()).toEqual(['PL-AAA111']));
    expect(screen.getByRole('columnheader', { name: 'Pharmacy' })).toBeTruthy();
    expect(screen.getByText('Pharmacie du Sablon')).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    const original = window.matchMedia;
    // Every media query matches: the theme's "below md" is a phone.
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    try {
      mockFetch(({ path }) => (path === '/api/orders' ? { status: 200, body: makeList([first, second], counts) } : notFound));
      renderWithProviders(<DeskOrderList detailsHref={(id) => `/dashboard/order/${id}`} />);
      const list = await screen.findByRole('list', { name: 'Orders' });
      expect(document.querySelector('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/dashboard/order/o-1');
      expect(within(cards[0]).getByText('€12.50')).toBeTruthy();
      expect(within(cards[1]).getByText('Counter or phone order')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
