import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { renderWithAuth } from '../testing/render-with-auth';
import { VerifyPage } from './verify';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function server(verify: () => MockReply) {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: null } };
    if (path === '/api/auth/verify-email') return verify();
    return { status: 404 };
  });
}

const strict = (children: React.ReactNode) => <StrictMode>{children}</StrictMode>;

describe('VerifyPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('uses the single-use token exactly once, even under StrictMode, and offers to sign in', async () => {
    const fetch = server(() => ({ status: 200, body: { status: true } }));
    renderWithAuth(<VerifyPage />, { path: '/auth/verify', url: '/auth/verify?token=tok-123', wrapper: strict });
    expect((await screen.findByText('Your e-mail is verified')).tagName).toBe('H1');
    const calls = requestsTo(fetch, 'GET', '/api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0].search.get('token')).toBe('tok-123');
    expect(screen.getByText('Sign in').closest('a')?.getAttribute('href')).toBe('/auth/login');
  });

  it('explains an expired link and offers a resend form', async () => {
    server(() => ({ status: 400, body: { code: 'TOKEN_EXPIRED', message: 'token expired' } }));
    renderWithAuth(<VerifyPage />, { path: '/auth/verify', url: '/auth/verify?token=old' });
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Send a new verification e-mail').closest('button')?.getAttribute('type')).toBe('submit');
  });

  it('without a token shows "check your inbox" with the address from ?email=', async () => {
    const fetch = server(() => ({ status: 200, body: { status: true } }));
    renderWithAuth(<VerifyPage />, { path: '/auth/verify', url: '/auth/verify?email=jane%40example.com' });
    expect((await screen.findByText('Check your inbox')).tagName).toBe('H1');
    expect(screen.getByText('jane@example.com').tagName).toBe('BDI');
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/session')).toHaveLength(1));
    expect(requestsTo(fetch, 'GET', '/api/auth/verify-email')).toHaveLength(0);
  });
});
