import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { renderWithAuth } from '../testing/render-with-auth';
import { RegisterPage } from './register';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const preview = { email: 'anne@sablon.be', pharmacyName: 'Pharmacie du Sablon', pharmacySlug: 'pharmacie-du-sablon', expiresAt: '2099-01-01T00:00:00Z' };

function server(invitation: 'valid' | 'expired', refuse = false) {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: null } };
    if (path === '/api/invitations/tok-1')
      return invitation === 'valid'
        ? { status: 200, body: preview }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'This invitation is not valid.' } };
    if (path === '/api/user' && refuse)
      return { status: 400, body: { code: 'VALIDATION', message: 'Expired', fields: { invitation: 'validation.invitationExpired' } } };
    if (path === '/api/user')
      return { status: 201, body: { user: makeUser({ email: preview.email, role: 'pharmacy', status: 'active', emailVerified: true }) } };
    return { status: 404 };
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const renderPage = () => renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register?invite=tok-1' });

describe('RegisterPage with an invitation', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names the pharmacy, locks the e-mail and the role, sends the token and then offers to sign in', async () => {
    const fetch = server('valid');
    renderPage();
    expect(await screen.findByText('You are invited to join Pharmacie du Sablon')).toBeTruthy();
    await waitFor(() => expect(field('E-mail address').value).toBe('anne@sablon.be'));
    expect(field('E-mail address').readOnly).toBe(true);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/Type of account: pharmacy staff/)).toBeTruthy();

    fireEvent.change(field('First name'), { target: { value: 'Anne' } });
    fireEvent.change(field('Last name'), { target: { value: 'Dupont' } });
    fireEvent.change(field('Password'), { target: { value: 'correct-horse1' } });
    await act(async () => fireEvent.click(screen.getByText('Create account').closest('button')!));

    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/user')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/user')[0].body).toMatchObject({
      email: 'anne@sablon.be',
      role: 'pharmacy',
      invitation: 'tok-1',
      name: 'Anne',
      lastname: 'Dupont',
    });
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login?email=anne%40sablon.be');
  });

  it('says clearly when the link is not valid and leaves the normal form', async () => {
    const fetch = server('expired');
    renderPage();
    expect(await screen.findByText(/This invitation link is not valid any more/)).toBeTruthy();
    expect(field('E-mail address').readOnly).toBe(false);
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    expect(requestsTo(fetch, 'POST', '/api/user')).toHaveLength(0);
  });

  it('says under the e-mail when the invitation expired while the form was filled in', async () => {
    server('valid', true);
    renderPage();
    await waitFor(() => expect(field('E-mail address').value).toBe('anne@sablon.be'));
    fireEvent.change(field('First name'), { target: { value: 'Anne' } });
    fireEvent.change(field('Last name'), { target: { value: 'Dupont' } });
    fireEvent.change(field('Password'), { target: { value: 'correct-horse1' } });
    await act(async () => fireEvent.click(screen.getByText('Create account').closest('button')!));
    expect(await screen.findByText('This invitation has expired: ask for a new one.')).toBeTruthy();
    expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').value).toBe('Anne');
  });
});
