import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { SOCIAL_MESSAGE_TYPE } from '../utils/social-popup';
import { LinkedAccountsCard } from './linked-accounts-card';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LinkedAccountsCard', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the password and each provider, and links one through the popup (intent=link)', async () => {
    const linked = ['credential', 'google'];
    const fetch = mockFetch((request) => {
      if (request.path === '/api/auth-config')
        return { status: 200, body: { providers: ['google', 'apple'], syncUrl: null } };
      if (request.path === '/api/auth/list-accounts')
        return { status: 200, body: linked.map((providerId) => ({ providerId })) };
      return { status: 404 };
    });
    const popup = { closed: false, focus: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderWithProviders(<LinkedAccountsCard />);

    expect(await screen.findByRole('heading', { name: 'Linked sign-in methods' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Linked')).toHaveLength(2));
    const linkApple = await screen.findByRole('button', { name: 'Link Apple' });
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();

    await act(async () => fireEvent.click(linkApple));
    expect(open).toHaveBeenCalledWith('/auth/social?provider=apple&intent=link', 'social-apple', expect.any(String));
    linked.push('apple');
    act(() => {
      const event = new MessageEvent('message', {
        data: { type: SOCIAL_MESSAGE_TYPE, error: null },
        origin: window.location.origin,
      });
      Object.defineProperty(event, 'source', { value: popup });
      window.dispatchEvent(event);
    });
    expect((await screen.findByRole('status')).textContent).toContain('Apple is now linked to your account.');
    await waitFor(() => expect(screen.getAllByText('Linked')).toHaveLength(3));
    expect(requestsTo(fetch, 'GET', '/api/auth/list-accounts').length).toBeGreaterThanOrEqual(2);
  });

  it('explains a refused link (another e-mail at the provider)', async () => {
    mockFetch((request) => {
      if (request.path === '/api/auth-config') return { status: 200, body: { providers: ['facebook'], syncUrl: null } };
      if (request.path === '/api/auth/list-accounts') return { status: 200, body: [{ providerId: 'credential' }] };
      return { status: 404 };
    });
    const popup = { closed: false, focus: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderWithProviders(<LinkedAccountsCard />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Link Facebook' })));
    act(() => {
      const event = new MessageEvent('message', {
        data: { type: SOCIAL_MESSAGE_TYPE, error: 'email_does_not_match' },
        origin: window.location.origin,
      });
      Object.defineProperty(event, 'source', { value: popup });
      window.dispatchEvent(event);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This Facebook account uses another e-mail address.',
    );
  });
});
