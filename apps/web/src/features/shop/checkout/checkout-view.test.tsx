import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { adoptServerCart, cartStore, resetCartStore } from '../cart/cart-store';
import { makeCart, makeCartItem } from '../shop-fixtures';
import { CheckoutView } from './checkout-view';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

function renderCheckout(user: ReturnType<typeof testUser> | null = null) {
  return renderWithProviders(
    <FakeAuth user={user}>
      <CheckoutView shopHref="/shop" />
    </FakeAuth>,
    { url: '/shop/checkout' },
  );
}

describe('CheckoutView', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('says an empty cart is empty, links to the shop, and shows none of the empty cart’s fixed amounts', () => {
    renderCheckout();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
    expect(document.body.textContent).not.toMatch(/€|5\.00/);
  });

  it('shows the lines and the reducer’s totals; +, − and delete change them', () => {
    cartStore.dispatch({ type: 'add', item: makeCartItem({ quantity: 2, colors: ['Red'] }) });
    renderCheckout();
    expect(screen.getByText('Chosen: Red')).toBeTruthy();
    const summary = () => screen.getByRole('group', { name: 'Order summary' }).textContent;
    // 2 × €12.50 + €5.00 delivery until one is chosen.
    expect(summary()).toContain('Subtotal€25.00');
    expect(summary()).toContain('Total€30.00');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(summary()).toContain('Subtotal€37.50');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sun cream SPF 50' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('sends a visitor to sign in with returnTo, tells staff that buying is for customers, lets a customer go on', () => {
    cartStore.dispatch({ type: 'add', item: makeCartItem() });
    const { unmount } = renderCheckout();
    expect(screen.getByRole('link', { name: 'Sign in to continue' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Fshop%2Fcheckout');
    unmount();
    const staff = renderCheckout(testUser('pharmacy'));
    expect(screen.getByText(/Buying is for customer accounts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    staff.unmount();
    const customer = testUser('customer');
    renderCheckout(customer);
    // Until the customer's cart has come back from the server (the merge at sign-in), going on would be undone.
    expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() => adoptServerCart(customer.uid, makeCart([makeCartItem()])));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(cartStore.getSnapshot().checkout.activeStep).toBe(1);
  });
});
