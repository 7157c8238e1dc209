import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { LoginPage } from '../routes/login';
import { renderWithAuth } from '../testing/render-with-auth';
import { SOCIAL_MESSAGE_TYPE } from '../utils/social-popup';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server with these providers; the session appears once `signedIn` is set. */
function server(providers: string[], state = { signedIn: false }) {
  const user = makeUser({ uid: 'u-42', email: 'lea@example.be' });
  return mockFetch((request) => {
    if (request.path === '/api/auth-config') return { status: 200, body: { providers, syncUrl: null } };
    if (request.path === '/api/session') return { status: 200, body: { user: state.signedIn ? user : null } };
    if (request.path === '/api/user/link') return { status: 200, body: user };
    return { status: 404 };
  });
}

/** A stand-in for the popup window the page opens. */
function fakePopup() {
  const popup = { closed: false, focus: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const post = (error: string | null) => {
    const event = new MessageEvent('message', {
      data: { type: SOCIAL_MESSAGE_TYPE, error },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);
  };
  return { popup, open, post };
}

const providerButton = (name: string) => screen.findByRole('button', { name: `Continue with ${name}` });

describe('social sign-in buttons on the login page', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows one button per configured provider, and none when none is configured', async () => {
    server(['google', 'apple']);
    const view = renderWithAuth(<LoginPage />, { path: '/auth/login', url: '/auth/login' });
    expect(await providerButton('Google')).toBeTruthy();
    expect(await providerButton('Apple')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();
    const fetch = server([]);
    renderWithAuth(<LoginPage />, { path: '/auth/login', url: '/auth/login' });
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/auth-config')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('or continue with')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('says the sign-in was cancelled when the popup is closed without an answer', async () => {
    server(['google']);
    const { popup, open } = fakePopup();
    renderWithAuth(<LoginPage />, { path: '/auth/login', url: '/auth/login' });
    await act(async () => fireEvent.click(await providerButton('Google')));
    expect(open).toHaveBeenCalledWith(
      '/auth/social?provider=google&intent=sign-in',
      'social-google',
      expect.any(String),
    );
    popup.closed = true;
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Sign-in was cancelled');
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
  });

  it('ignores messages from another origin, explains an e-mail that already has an account', async () => {
    server(['facebook']);
    const { post, popup } = fakePopup();
    renderWithAuth(<LoginPage />, { path: '/auth/login', url: '/auth/login' });
    await act(async () => fireEvent.click(await providerButton('Facebook')));
    const foreign = new MessageEvent('message', {
      data: { type: SOCIAL_MESSAGE_TYPE, error: null },
      origin: 'https://evil.example',
    });
    Object.defineProperty(foreign, 'source', { value: popup });
    act(() => void window.dispatchEvent(foreign));
    act(() => post('account_not_linked'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign in with your password, then link Facebook');
  });

  it('on success reads the session, calls PUT /api/user/link and moves on like a password sign-in', async () => {
    const state = { signedIn: false };
    const fetch = server(['google'], state);
    const { post } = fakePopup();
    renderWithAuth(<LoginPage />, { path: '/auth/login', url: '/auth/login' });
    await act(async () => fireEvent.click(await providerButton('Google')));
    state.signedIn = true;
    act(() => post(null));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my/dashboard'));
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/user/link')).toHaveLength(1));
    expect(requestsTo(fetch, 'PUT', '/api/user/link')[0]!.body).toEqual({
      firebaseid: 'u-42',
      email: 'lea@example.be',
    });
  });
});
