import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { cartStore, resetCartStore } from '../cart/cart-store';
import { readLocalCart } from '../cart/local-cart';
import { makeCartItem, makeShopDetail, notFound } from '../shop-fixtures';
import { PublicProductPage } from './product-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const product = makeShopDetail({ colors: ['Red', 'Blue'], images: ['0a0a0a0a-0000-4000-8000-000000000001.webp'] });

function renderPage() {
  mockFetch(({ path }) => (path === '/api/shop/products/sun-cream-6f1c2a' ? { status: 200, body: product } : notFound));
  return renderWithProviders(
    <Routes>
      <Route path="/shop/product/:name" element={<PublicProductPage />} />
    </Routes>,
    { url: '/shop/product/sun-cream-6f1c2a' },
  );
}

describe('PublicProductPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds two colours of one product as one line, quantities added and colours merged', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sun cream SPF 50' })).toBeTruthy();
    expect(screen.getByText('VAT included (21 %)')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    // A colour must be picked first.
    fireEvent.click(add);
    expect(screen.getByText('Choose a colour or size first.')).toBeTruthy();
    expect(cartStore.getSnapshot().checkout.cart).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    fireEvent.click(add);

    const { cart, totalItems, subtotal } = cartStore.getSnapshot().checkout;
    expect(cart).toEqual([makeCartItem({ quantity: 3, colors: ['Red', 'Blue'], image: product.images[0] })]);
    expect([totalItems, subtotal]).toEqual([3, 3750]);
    // Before sign-in the cart is the browser's.
    expect(readLocalCart()).toEqual(cart);
    expect(screen.getByText('Added to your cart.')).toBeTruthy();
  });

  it("asks before starting a new cart with another pharmacy's product", async () => {
    cartStore.dispatch({ type: 'add', item: makeCartItem({ id: 'other', pharmacyId: 'ph-2', name: 'Plasters' }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Sun cream SPF 50' });
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Start a new cart?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start a new cart' })));
    expect(cartStore.getSnapshot().checkout.cart.map((item) => item.id)).toEqual([product.id]);
  });

  it('says when the product is not in the shop', async () => {
    mockFetch(() => notFound);
    renderWithProviders(
      <Routes>
        <Route path="/shop/product/:name" element={<PublicProductPage />} />
      </Routes>,
      { url: '/shop/product/gone-abcdef' },
    );
    expect(await screen.findByText('This product is not in the shop')).toBeTruthy();
  });
});
