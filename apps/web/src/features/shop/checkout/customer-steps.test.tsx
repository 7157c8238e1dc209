import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOptions, CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { adoptServerCart, cartStore, resetCartStore } from '../cart/cart-store';
import { makeCart, makeCartItem, notFound } from '../shop-fixtures';
import { CheckoutView } from './checkout-view';

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

const options: CheckoutOptions = {
  pharmacy: { id: 'ph-1', name: 'Pharmacie Centrale', street: 'Rue de Fer 1', postalCode: '5000', city: 'Namur' },
  homeDelivery: { feeCents: 390, minimumCents: 1000, postcodes: ['5000', '5100'] },
  payments: ['at_pharmacy', 'online'],
};
const result: CheckoutResult = {
  id: 'c-1', status: 'at_pharmacy', payment: 'at_pharmacy', subtotalCents: 2500, discountCents: 250, shippingCents: 390, totalCents: 2640,
  checkoutUrl: null, order: { id: 'o-1', reference: 'SHOP-0042' },
};
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the delivery and payment steps', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('take a home delivery and a discount code to an order made at the pharmacy', async () => {
    adoptServerCart(testUser('customer').uid, makeCart([makeCartItem({ quantity: 2, colors: ['Red'] })]));
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/checkout/options') return { status: 200, body: options };
      if (method === 'POST' && path === '/api/checkout/discount') return { status: 200, body: { code: 'WELCOME10', kind: 'percent', value: 10, discountCents: 250 } };
      if (method === 'POST' && path === '/api/checkout') return { status: 200, body: result };
      if (method === 'PUT' && path === '/api/cart') return { status: 200, body: { items: [], pharmacyId: null, removed: [] } };
      return notFound;
    });
    renderWithProviders(
      <FakeAuth user={testUser('customer')}>
        <CheckoutView shopHref="/shop" />
      </FakeAuth>,
      { url: '/shop/checkout' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    expect(requestsTo(fetch, 'GET', '/api/checkout/options')[0]!.search.get('pharmacyId')).toBe('ph-1');
    // Nothing typed yet: the step says what is missing and stays.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    const [street, billingStreet] = screen.getAllByRole('textbox', { name: /Street and number/ });
    fireEvent.change(street!, { target: { value: 'Rue Haute 5' } });
    const [postcode] = screen.getAllByRole('textbox', { name: /Postcode/ });
    fireEvent.change(postcode!, { target: { value: '5000' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: /City/ })[0]!, { target: { value: 'Namur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use the delivery address' }));
    expect((billingStreet as HTMLInputElement).value).toBe('Rue Haute 5');
    type(/Phone/, '+32 470 12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('radio', { name: /Pay at the pharmacy/ });
    expect(cartStore.getSnapshot().checkout.shipping).toBe(390);
    type(/Discount code/, 'welcome10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await screen.findByText('Code WELCOME10 applied');
    expect(cartStore.getSnapshot().checkout.total).toBe(2500 - 250 + 390);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place the order' })));

    expect(await screen.findByText('Your order number: SHOP-0042')).toBeTruthy();
    const [placed] = requestsTo(fetch, 'POST', '/api/checkout');
    expect(placed!.body).toMatchObject({
      pharmacyId: 'ph-1',
      items: [{ id: makeCartItem().id, quantity: 2, colors: ['Red'] }],
      delivery: 'home',
      address: { street: 'Rue Haute 5', postalCode: '5000', city: 'Namur' },
      billing: { name: 'Alex Martin', street: 'Rue Haute 5', postalCode: '5000', city: 'Namur', country: 'BE' },
      phone: '+32 470 12 34 56',
      discountCode: 'WELCOME10',
      payment: 'at_pharmacy',
      expectedTotalCents: 2640,
    });
    const init = fetch.mock.calls.find(([url, call]) => String(url) === '/api/checkout' && call?.method === 'POST')![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(cartStore.getSnapshot().checkout.cart).toEqual([]));
  });
});
