import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { asAdmin, asPharmacist, makeList, makeSummary, notFound } from '../testing/product-fixtures';
import { ShopProductListPage } from './product-list-page';

const cream = makeSummary();
const syrup = makeSummary({ id: '0b7c3f5e-1d2a-4c8b-9e6f-000000000002', slug: 'sirop-toux-0b7c3f', name: 'Sirop toux', kind: 'medicine', cip13: '3400930000001', category: 'cold-flu', priceCents: 890, quantity: 0, visible: false, vatRate: 6 });
const gauze = makeSummary({ id: '0b7c3f5e-1d2a-4c8b-9e6f-000000000003', slug: 'compresses-0b7c3f', name: 'Compresses stériles', brand: '', category: 'first-aid' });
const counts = { all: 7, visible: 4, hidden: 3, outOfStock: 1, lowStock: 2 };
const listCalls = (fetch: ReturnType<typeof mockFetch>) => requestsTo(fetch, 'GET', '/api/shop/manage');

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShopProductListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the rows and the tabs with the counts of the first page, and a tab asks the server for its filter', async () => {
    const fetch = mockFetch(({ path, search }) => {
      if (path !== '/api/shop/manage') return notFound;
      if (search.get('stock') === 'out') return { status: 200, body: makeList([syrup], counts) };
      if (search.get('cursor') === 'c2') return { status: 200, body: makeList([gauze]) };
      return { status: 200, body: makeList([cream, syrup], counts, 'c2') };
    });
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list', around: asPharmacist });
    expect(await screen.findByText('Crème mains')).toBeTruthy();
    expect(screen.getByText('Sirop toux')).toBeTruthy();
    expect(screen.getByText('€12.34')).toBeTruthy();
    expect(screen.getByText('€8.90')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^All 7$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^On sale 4$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Hidden 3$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Low stock 2$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crème mains' }).getAttribute('href')).toBe('/dashboard/e-commerce/product/creme-mains-0b7c3f/edit');
    // A staff member's own pharmacy: no pharmacy column.
    expect(screen.queryByRole('columnheader', { name: 'Pharmacy' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Compresses stériles')).toBeTruthy();
    expect(listCalls(fetch).at(-1)!.search.get('cursor')).toBe('c2');

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: /^Out of stock 1$/ })));
    await waitFor(() => expect(listCalls(fetch).at(-1)!.search.get('stock')).toBe('out'));
    await waitFor(() => expect(screen.queryByText('Crème mains')).toBeNull());
    expect(listCalls(fetch)[0]!.search.get('sort')).toBe('name');
  });

  it('downloads the CSV of the filters in the address', async () => {
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/shop/manage') return { status: 200, body: makeList([cream], counts) };
      if (path === '/api/shop/manage/export.csv') return { status: 200, body: 'name' };
      return notFound;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list?tab=hidden&category=skin&sort=price', around: asPharmacist });
    await screen.findByText('Crème mains');
    expect(Object.fromEntries(listCalls(fetch)[0]!.search)).toEqual({ visible: 'false', category: 'skin', sort: 'price', limit: '25' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(requestsTo(fetch, 'GET', '/api/shop/manage/export.csv')[0]!.search)).toEqual({ visible: 'false', category: 'skin', sort: 'price' });
  });

  it('publishes the selected products in one bulk call', async () => {
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/shop/products/bulk') return { status: 200, body: { updated: 2 } };
      if (path === '/api/shop/manage') return { status: 200, body: makeList([cream, syrup], counts) };
      return notFound;
    });
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list', around: asPharmacist });
    await screen.findByText('Crème mains');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    const bar = await screen.findByRole('region', { name: 'Actions on the selected rows' });
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Put on sale' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/shop/products/bulk')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/shop/products/bulk')[0]!.body).toEqual({ ids: [cream.id, syrup.id], action: 'publish' });
    // The list and its counts are asked again.
    await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(1));
  });

  it('adjusts a row’s stock and says the server’s refusal under the field', async () => {
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/shop/products/${cream.id}/stock`) {
        return { status: 409, body: { code: 'SHOP_STOCK_NEGATIVE', message: 'Only 12 left.', fields: { delta: 'validation.quantity' } } };
      }
      if (path === '/api/shop/manage') return { status: 200, body: makeList([cream], counts) };
      return notFound;
    });
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list', around: asPharmacist });
    // The grid loads lazily: wait for its row as the other tests do (a loaded CI machine took over a second).
    await screen.findByText('Crème mains');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Adjust the stock of Crème mains (now 12)' })));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Units to add (negative to remove)'), { target: { value: '-20' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save stock' })));
    expect(await within(dialog).findByText('The stock cannot go below zero: only 12 left.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', `/api/shop/products/${cream.id}/stock`)[0]!.body).toEqual({ delta: -20 });
  });

  it('says what will appear when there is none, with "New product" in the header (not inside the grid)', async () => {
    mockFetch(({ path }) => (path === '/api/shop/manage' ? { status: 200, body: makeList([], { all: 0, visible: 0, hidden: 0, outOfStock: 0, lowStock: 0 }) } : notFound));
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list', around: asPharmacist });
    expect(await screen.findByText('No products yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New product' });
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/e-commerce/product/new')).toBe(true);
    // The grid's overlay holds no link: a grid's role allows rows only (axe: aria-required-children).
    expect(links).toHaveLength(1);
    expect(within(screen.getByRole('grid')).queryAllByRole('link')).toEqual([]);
  });

  it('names each product’s pharmacy for an admin, who only reads', async () => {
    mockFetch(({ path }) => (path === '/api/shop/manage' ? { status: 200, body: makeList([cream], counts) } : notFound));
    renderWithProviders(<ShopProductListPage />, { url: '/dashboard/e-commerce/list', around: asAdmin });
    await screen.findByText('Crème mains');
    expect(screen.getByRole('columnheader', { name: 'Pharmacy' })).toBeTruthy();
    expect(screen.getByText('Pharmacie du Sablon')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select row' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
  });
});
