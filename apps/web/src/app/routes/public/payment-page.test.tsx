import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutResult } from '@pharmacy/shared/schemas/shop-checkout';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { PaymentPage } from './payment-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const result = (patch: Partial<CheckoutResult>): CheckoutResult => ({
  id: 'c-1', status: 'open', payment: 'online', subtotalCents: 1990, discountCents: 0, shippingCents: 0, totalCents: 1990, checkoutUrl: null, order: null, ...patch,
});
const show = (user = testUser('customer')) =>
  renderWithProviders(<PaymentPage />, { url: '/payment?checkout=c-1', around: (children) => <FakeAuth user={user}>{children}</FakeAuth> });

describe('/payment', () => {
  it('asks the server until the provider has answered, then shows the order made', async () => {
    let answers = 0;
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/cart') return { status: 200, body: { items: [], pharmacyId: null, removed: [] } };
      expect(path).toBe('/api/checkout/c-1');
      answers += 1;
      return { status: 200, body: answers < 2 ? result({}) : result({ status: 'paid', order: { id: 'o-1', reference: 'PL-7Q2K9' } }) };
    });
    show();
    expect(await screen.findByText(/Waiting for the payment service to confirm your payment of €19.90/)).toBeTruthy();
    expect(await screen.findByText('Payment of €19.90 received', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Your order PL-7Q2K9 is with the pharmacy/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my orders' }).getAttribute('href')).toBe('/my/dashboard');
    expect(requestsTo(fetch, 'GET', '/api/checkout/c-1')).toHaveLength(2);
    // The cart is read again once paid: the server emptied it when it made the order.
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/cart')).toHaveLength(1));
  }, PAGE_TEST_TIMEOUT);

  it('says nothing was charged when the payment failed, with the way back to the checkout', async () => {
    mockFetch(() => ({ status: 200, body: result({ status: 'failed' }) }));
    show();
    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the checkout' }).getAttribute('href')).toBe('/shop/checkout');
  }, PAGE_TEST_TIMEOUT);

  it('asks a signed-out visitor to sign in and come back, and reads nothing', async () => {
    const fetch = mockFetch(() => ({ status: 500 }));
    show(null as never);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Fpayment%3Fcheckout%3Dc-1');
    expect(fetch).not.toHaveBeenCalled();
  }, PAGE_TEST_TIMEOUT);
});
