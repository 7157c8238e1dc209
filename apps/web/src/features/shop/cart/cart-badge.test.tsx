import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { CartBadge } from './cart-badge';
import { publishCartCount } from './cart-count';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
beforeEach(() => localStorage.clear());

describe('CartBadge', () => {
  it('shows the count the cart store published for whoever is signed in, and links to the checkout', () => {
    publishCartCount(null, 2);
    const { unmount } = renderWithProviders(<FakeAuth><CartBadge /></FakeAuth>);
    const link = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/shop/checkout');
    act(() => publishCartCount(null, 5));
    expect(screen.getByRole('link', { name: 'Cart, 5 items' }).textContent).toBe('5');
    unmount();
    // Another account's count is not this customer's.
    renderWithProviders(<FakeAuth user={testUser('customer')}><CartBadge /></FakeAuth>);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).textContent).toBe('');
  });
});
