import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { asPharmacist, makeDetail, notFound } from '../testing/product-fixtures';
import { ShopProductEditPage } from './product-edit-page';

const product = makeDetail({ images: ['0b7c3f5e-1d2a-4c8b-9e6f-00000000000a.webp', '0b7c3f5e-1d2a-4c8b-9e6f-00000000000b.webp'], colors: ['50 ml'] });
const page = (
  <Routes>
    <Route path="/dashboard/e-commerce/product/:name/edit" element={<ShopProductEditPage />} />
  </Routes>
);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShopProductEditPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('loads the product by its slug, saves the changed fields in cents and reorders its pictures', async () => {
    const fetch = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === `/api/shop/manage/by-slug/${product.slug}`) return { status: 200, body: product };
      if (method === 'PATCH' && path === `/api/shop/products/${product.id}`) return { status: 200, body: { ...product, ...(body as object) } };
      return notFound;
    });
    renderWithProviders(page, { url: `/dashboard/e-commerce/product/${product.slug}/edit`, around: asPharmacist });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Crème mains'));
    expect((screen.getByLabelText('Price (VAT included)') as HTMLInputElement).value).toBe('12.34');
    expect(screen.getByRole('button', { name: 'Parapharmacy' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Price (VAT included)'), { target: { value: '19,99' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(requestsTo(fetch, 'PATCH', `/api/shop/products/${product.id}`)).toHaveLength(1));
    const sent = requestsTo(fetch, 'PATCH', `/api/shop/products/${product.id}`)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ priceCents: 1999, name: 'Crème mains', colors: ['50 ml'], vatRate: 21 });
    // The stock was not touched here: sales made meanwhile are not undone.
    expect(sent).not.toHaveProperty('quantity');
    expect(sent).not.toHaveProperty('images');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' })));
    await waitFor(() => expect(requestsTo(fetch, 'PATCH', `/api/shop/products/${product.id}`)).toHaveLength(2));
    expect(requestsTo(fetch, 'PATCH', `/api/shop/products/${product.id}`)[1]!.body).toEqual({ images: [...product.images].reverse() });
  });

  it('says clearly when the slug names no product of the pharmacy', async () => {
    mockFetch(() => notFound);
    renderWithProviders(page, { url: '/dashboard/e-commerce/product/nothing-000000/edit', around: asPharmacist });
    expect(await screen.findByText("This product does not exist or is not one of your pharmacy's.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the products' }).getAttribute('href')).toBe('/dashboard/e-commerce/list');
  });
});
