import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockRequest, type MockReply } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeCart, makeCartItem, notFound } from '../shop-fixtures';
import { readCartCount } from './cart-count';
import { cartStore, resetCartStore } from './cart-store';
import { CartSync } from './cart-sync';
import { readLocalCart, writeLocalCart } from './local-cart';

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
  vi.useRealTimers();
});

const local = makeCartItem({ quantity: 2, colors: ['Red'] });
const kept = makeCartItem({ id: '6f1c2a3b-0000-4000-8000-000000000002', pharmacyId: 'ph-2', name: 'Plasters', price: 399 });
const snapshot = () => cartStore.getSnapshot();

function serve(handler: (request: MockRequest) => MockReply | undefined) {
  return mockFetch((request) => handler(request) ?? notFound);
}

describe('the cart store', () => {
  it('keeps the browser cart in localStorage before sign-in, and its count for the header badge', () => {
    cartStore.dispatch({ type: 'add', item: local });
    cartStore.dispatch({ type: 'add', item: makeCartItem({ colors: ['Blue'] }) });
    expect(readLocalCart()).toEqual([makeCartItem({ quantity: 3, colors: ['Red', 'Blue'] })]);
    expect(readCartCount(null)).toBe(3);
    resetCartStore();
    expect(snapshot().checkout.totalItems).toBe(3);
    cartStore.dispatch({ type: 'remove', id: local.id });
    expect(readLocalCart()).toEqual([]);
    expect(readCartCount(null)).toBe(0);
  });
});

describe('CartSync', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('merges the browser cart into the customer’s at sign-in, then forgets the local copy', async () => {
    writeLocalCart([local]);
    resetCartStore();
    const merged = makeCart([{ ...local, quantity: 3 }]);
    const fetch = serve(({ method, path }) => (method === 'POST' && path === '/api/cart/merge' ? { status: 200, body: merged } : undefined));
    renderWithProviders(<CartSync customerId="u-1" />);
    await waitFor(() => expect(snapshot().owner).toBe('u-1'));
    const [request] = requestsTo(fetch, 'POST', '/api/cart/merge');
    expect(request!.search.get('replace')).toBe('false');
    expect(request!.body).toEqual({ items: [local] });
    expect(snapshot().checkout.cart).toEqual(merged.items);
    expect(readLocalCart()).toEqual([]);
    expect(readCartCount('u-1')).toBe(3);
  });

  it('loads the kept cart when the browser has none', async () => {
    const fetch = serve(({ method, path }) => (method === 'GET' && path === '/api/cart' ? { status: 200, body: makeCart([kept]) } : undefined));
    renderWithProviders(<CartSync customerId="u-1" />);
    await waitFor(() => expect(snapshot().checkout.cart).toEqual([kept]));
    expect(requestsTo(fetch, 'POST', '/api/cart/merge')).toEqual([]);
  });

  it('asks before replacing a cart of another pharmacy, and replaces it when told to', async () => {
    writeLocalCart([local]);
    resetCartStore();
    const fetch = serve(({ method, path, search }) => {
      if (method !== 'POST' || path !== '/api/cart/merge') return undefined;
      return search.get('replace') === 'true'
        ? { status: 200, body: makeCart([local]) }
        : { status: 409, body: { message: 'Other pharmacy', code: 'CART_OTHER_PHARMACY' } };
    });
    renderWithProviders(<CartSync customerId="u-1" />);
    expect(await screen.findByRole('dialog', { name: 'Replace your saved cart?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replace it' })));
    await waitFor(() => expect(snapshot().owner).toBe('u-1'));
    const calls = requestsTo(fetch, 'POST', '/api/cart/merge');
    expect(calls.map((call) => call.search.get('replace'))).toEqual(['false', 'true']);
    expect(calls[1]!.body).toEqual({ items: [local] });
    expect(snapshot().checkout.cart).toEqual([local]);
    expect(readLocalCart()).toEqual([]);
  });

  it('keeps the saved cart when the customer says so', async () => {
    writeLocalCart([local]);
    resetCartStore();
    serve(({ method, path }) => {
      if (method === 'POST' && path === '/api/cart/merge') return { status: 409, body: { message: 'Other pharmacy', code: 'CART_OTHER_PHARMACY' } };
      return method === 'GET' && path === '/api/cart' ? { status: 200, body: makeCart([kept]) } : undefined;
    });
    renderWithProviders(<CartSync customerId="u-1" />);
    await screen.findByRole('dialog', { name: 'Replace your saved cart?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep the saved cart' })));
    await waitFor(() => expect(snapshot().checkout.cart).toEqual([kept]));
  });

  it('saves a signed-in customer’s changes on the server, once typing pauses', async () => {
    const fetch = serve(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/cart') return { status: 200, body: makeCart([]) };
      if (method === 'PUT' && path === '/api/cart') return { status: 200, body: makeCart((body as { items: never[] }).items) };
      return undefined;
    });
    renderWithProviders(<CartSync customerId="u-1" />);
    await waitFor(() => expect(snapshot().owner).toBe('u-1'));
    cartStore.dispatch({ type: 'add', item: local });
    cartStore.dispatch({ type: 'increase', id: local.id });
    expect(requestsTo(fetch, 'PUT', '/api/cart')).toEqual([]);
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/cart')).toHaveLength(1));
    expect(requestsTo(fetch, 'PUT', '/api/cart')[0]!.body).toEqual({ items: [{ ...local, quantity: 3 }] });
    // A customer's cart is theirs on the server, not the browser's.
    expect(readLocalCart()).toEqual([]);
  });

  it('sends a save still waiting when the page goes away (a reload or another address), so the change is not lost', async () => {
    const fetch = serve(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/cart') return { status: 200, body: makeCart([]) };
      if (method === 'PUT' && path === '/api/cart') return { status: 200, body: makeCart((body as { items: never[] }).items) };
      return undefined;
    });
    renderWithProviders(<CartSync customerId="u-1" />);
    await waitFor(() => expect(snapshot().owner).toBe('u-1'));
    cartStore.dispatch({ type: 'add', item: local });
    expect(requestsTo(fetch, 'PUT', '/api/cart')).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(requestsTo(fetch, 'PUT', '/api/cart')).toHaveLength(1);
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ method: 'PUT', keepalive: true });
    // Nothing is left to send twice.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(requestsTo(fetch, 'PUT', '/api/cart')).toHaveLength(1);
  });
});
