import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeShopSummary, notFound } from '../shop-fixtures';
import { ShopBrowser } from './shop-browser';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const href = (slug: string) => `/shop/product/${slug}`;

describe('ShopBrowser', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the products the shop answers, with price, pharmacy and stock', async () => {
    const out = makeShopSummary({ id: 'p-2', slug: 'plasters-aaaaaa', name: 'Plasters', quantity: 0, priceCents: 399 });
    mockFetch(({ path }) =>
      path === '/api/shop/products' ? { status: 200, body: { items: [makeShopSummary(), out], nextCursor: null } } : notFound,
    );
    renderWithProviders(<ShopBrowser productHref={href} />, { url: '/shop' });
    const link = await screen.findByRole('link', { name: /Sun cream SPF 50/ });
    expect(link.getAttribute('href')).toBe('/shop/product/sun-cream-6f1c2a');
    expect(link.textContent).toContain('€12.50');
    expect(link.textContent).toContain('Sold by Pharmacie Centrale, Namur');
    expect(screen.getByRole('link', { name: /Plasters/ }).textContent).toContain('Out of stock');
  });

  it('has its error state (with Retry) and an empty state that says what will appear', async () => {
    let fail = true;
    mockFetch(({ path }) => (path !== '/api/shop/products' ? notFound : fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { status: 200, body: { items: [], nextCursor: null } }));
    renderWithProviders(<ShopBrowser productHref={href} />, { url: '/shop' });
    expect(await screen.findByText('The products could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/i }));
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByText('The pharmacies have not put products in the shop yet.')).toBeTruthy();
  });

  it('puts the search in the request (once typing pauses) and in the address', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/shop/products' ? { status: 200, body: { items: [], nextCursor: null } } : notFound,
    );
    renderWithProviders(<ShopBrowser productHref={href} />, { url: '/shop?category=skin' });
    await screen.findByText('No product matches');
    expect(requestsTo(fetch, 'GET', '/api/shop/products')[0]!.search.get('category')).toBe('skin');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the shop' }), { target: { value: 'sun cream' } });
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/shop/products').at(-1)!.search.get('q')).toBe('sun cream'));
    const last = requestsTo(fetch, 'GET', '/api/shop/products').at(-1)!.search;
    expect(last.get('category')).toBe('skin');
    expect(last.get('sort')).toBe('relevance');
  });

  it('sends the price range in cents and only a valid postcode', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/shop/products' ? { status: 200, body: { items: [makeShopSummary()], nextCursor: null } } : notFound,
    );
    renderWithProviders(<ShopBrowser productHref={href} />, { url: '/shop?min=2,5&max=10&postcode=10&inStock=1' });
    await screen.findByRole('link', { name: /Sun cream/ });
    const search = requestsTo(fetch, 'GET', '/api/shop/products')[0]!.search;
    expect([search.get('minPrice'), search.get('maxPrice'), search.get('postcode'), search.get('inStock')]).toEqual(['250', '1000', null, 'true']);
  });
});
