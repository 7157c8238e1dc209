import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { renderWithAuth } from '../testing/render-with-auth';
import { NewPasswordPage } from './new-password';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function server(reset: () => MockReply) {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: null } };
    if (path === '/api/auth/reset-password') return reset();
    return { status: 404 };
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => act(async () => fireEvent.click(screen.getByText('Save the new password').closest('button')!));

function fill(password: string, confirm = password) {
  fireEvent.change(field('New password'), { target: { value: password } });
  fireEvent.change(field('Confirm the new password'), { target: { value: confirm } });
}

describe('NewPasswordPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the token from the query with the new password, then links to sign in', async () => {
    const fetch = server(() => ({ status: 200, body: { status: true } }));
    renderWithAuth(<NewPasswordPage />, { path: '/auth/new-password', url: '/auth/new-password?token=reset-1' });
    fill('correct-horse1');
    await submit();
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/auth/reset-password')[0].body).toEqual({ newPassword: 'correct-horse1', token: 'reset-1' });
    expect(screen.getByText('Sign in').closest('a')?.getAttribute('href')).toBe('/auth/login');
  });

  it('refuses mismatched passwords on the client', async () => {
    const fetch = server(() => ({ status: 200, body: {} }));
    renderWithAuth(<NewPasswordPage />, { path: '/auth/new-password', url: '/auth/new-password?token=reset-1' });
    fill('correct-horse1', 'correct-horse2');
    await submit();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('puts the server field error fields.newPassword on the password field', async () => {
    server(() => ({ status: 400, body: { code: 'VALIDATION', message: 'bad', fields: { newPassword: 'validation.passwordTooLong' } } }));
    renderWithAuth(<NewPasswordPage />, { path: '/auth/new-password', url: '/auth/new-password?token=reset-1' });
    fill('correct-horse1');
    await submit();
    expect(await screen.findByText('Use at most 128 characters.')).toBeTruthy();
    await waitFor(() => expect(field('New password').getAttribute('aria-invalid')).toBe('true'));
  });

  it('explains an invalid token and links to a new request', async () => {
    server(() => ({ status: 400, body: { code: 'INVALID_TOKEN', message: 'invalid token' } }));
    renderWithAuth(<NewPasswordPage />, { path: '/auth/new-password', url: '/auth/new-password?token=used' });
    fill('correct-horse1');
    await submit();
    expect(await screen.findByText('This link is invalid or has already been used.')).toBeTruthy();
    expect(screen.getByText('Ask for a new link').closest('a')?.getAttribute('href')).toBe('/auth/reset-password');
  });

  it('without a token shows the invalid-link page instead of a form', async () => {
    server(() => ({ status: 200, body: {} }));
    renderWithAuth(<NewPasswordPage />, { path: '/auth/new-password', url: '/auth/new-password' });
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
