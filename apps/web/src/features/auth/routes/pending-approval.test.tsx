import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { renderWithAuth } from '../testing/render-with-auth';
import { PendingApprovalPage } from './pending-approval';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function server(user: UserProfile, unread = 0) {
  let signedIn = true;
  return mockFetch(({ path }) => {
    if (path === '/api/mail/labels') return { status: 200, body: { labels: [{ id: 'inbox', type: 'system', name: 'inbox', color: null, unreadCount: unread }] } };
    if (path === '/api/session') return signedIn ? { status: 200, body: { user: user } } : { status: 200, body: { user: null } };
    if (path === '/api/auth/sign-out') {
      signedIn = false;
      return { status: 200, body: { success: true } };
    }
    return { status: 404 };
  });
}

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('PendingApprovalPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('explains the wait to pharmacy staff, shows the account e-mail, checks again and signs out', async () => {
    const fetch = server(makeUser({ role: 'pharmacy', status: 'pending', email: 'apo@example.be' }));
    renderWithAuth(<PendingApprovalPage />, { path: '/waiting', url: '/waiting' });
    expect((await screen.findByText('Your account is awaiting approval')).tagName).toBe('H1');
    expect(screen.getByText(/checking that you work at a licensed pharmacy/)).toBeTruthy();
    expect(screen.getByText('apo@example.be').tagName).toBe('BDI');

    await act(async () => fireEvent.click(button('Check again')));
    expect(await screen.findByText('Your account has not been approved yet. Please check again later.')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/session')).toHaveLength(2);

    await act(async () => fireEvent.click(button('Sign out')));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(await screen.findByText('You are signed out')).toBeTruthy();
  });

  it('shows a different message for a suspended account, without "check again"', async () => {
    server(makeUser({ role: 'shipper', status: 'suspended' }));
    renderWithAuth(<PendingApprovalPage />, { path: '/waiting', url: '/waiting' });
    expect((await screen.findByText('Your account is suspended')).tagName).toBe('H1');
    expect(screen.getByText(/please contact the platform team/)).toBeTruthy();
    expect(screen.queryByText('Check again')).toBeNull();
    expect(button('Sign out')).toBeTruthy();
  });

  it('tells a refused account so, with the way to its messages and their unread count', async () => {
    const fetch = server(makeUser({ role: 'pharmacy', status: 'refused' }), 1);
    renderWithAuth(<PendingApprovalPage />, { path: '/waiting', url: '/waiting' });
    expect((await screen.findByText('Your account was not approved')).tagName).toBe('H1');
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getByText(/Their message is in your messages/)).toBeTruthy();
    const messages = await screen.findByRole('link', { name: /Your messages/ });
    expect(messages.getAttribute('href')).toBe('/dashboard/mail');
    await waitFor(() => expect(messages.textContent).toContain('1 unread'));
    expect(requestsTo(fetch, 'GET', '/api/mail/labels')).toHaveLength(1);
    expect(screen.queryByText('Check again')).toBeNull();
  });

  it('gives a pending account its messages too, and a suspended one none', async () => {
    server(makeUser({ role: 'shipper', status: 'pending' }), 0);
    const { unmount } = renderWithAuth(<PendingApprovalPage />, { path: '/waiting', url: '/waiting' });
    const messages = await screen.findByRole('link', { name: 'Your messages' });
    expect(messages.textContent).not.toContain('unread');
    unmount();
    server(makeUser({ role: 'shipper', status: 'suspended' }), 0);
    renderWithAuth(<PendingApprovalPage />, { path: '/waiting', url: '/waiting' });
    await screen.findByText('Your account is suspended');
    expect(screen.queryByRole('link', { name: /Your messages/ })).toBeNull();
  });
});
