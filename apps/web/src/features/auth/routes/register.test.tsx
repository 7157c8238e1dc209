import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo, type MockReply } from '../../../test/mock-fetch';
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

function server(register: () => MockReply) {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: null } };
    if (path === '/api/user') return register();
    if (path === '/api/auth/send-verification-email') return { status: 200, body: { status: true } };
    return { status: 404 };
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The helper text MUI links to an input through aria-describedby. */
const helperOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function fillValidForm(role: 'Patient or caregiver' | 'Pharmacy staff' | 'Courier' = 'Patient or caregiver') {
  fireEvent.change(field('First name'), { target: { value: 'Jane' } });
  fireEvent.change(field('Last name'), { target: { value: 'Peeters' } });
  fireEvent.change(field('E-mail address'), { target: { value: 'jane@example.com' } });
  fireEvent.change(field('Password'), { target: { value: 'correct-horse1' } });
  fireEvent.click(screen.getByLabelText(new RegExp(role)));
}

// getByRole is slow on a page this size; the visible text finds the same buttons.
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const submit = () => act(async () => fireEvent.click(button('Create account')));

describe('RegisterPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the form as POST /api/user and shows "check your inbox" with the approval note for staff roles', async () => {
    const fetch = server(() => ({ status: 201, body: { user: makeUser({ role: 'pharmacy', status: 'pending' }) } }));
    renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register' });
    fillValidForm('Pharmacy staff');
    await submit();
    expect((await screen.findByText('Check your inbox')).tagName).toBe('H1');
    expect(screen.getByText('jane@example.com').tagName).toBe('BDI');
    expect(screen.getByText(/Pharmacy and courier accounts are checked by our team/)).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/user')[0].body).toEqual({
      name: 'Jane',
      lastname: 'Peeters',
      email: 'jane@example.com',
      password: 'correct-horse1',
      role: 'pharmacy',
    });

    await act(async () => fireEvent.click(button('Send a new verification e-mail')));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/auth/send-verification-email')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/auth/send-verification-email')[0].body).toEqual({
      email: 'jane@example.com',
      callbackURL: '/auth/verify',
    });
  });

  it('puts a 409 EMAIL_TAKEN next to the e-mail field and keeps everything typed', async () => {
    server(() => ({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email already registered' } }));
    renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register' });
    fillValidForm();
    await submit();
    await waitFor(() => expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(field('E-mail address'))).toBe('An account already exists with this e-mail address. Sign in, or reset your password.');
    expect(field('First name').value).toBe('Jane');
    expect(field('Password').value).toBe('correct-horse1');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('maps a 400 fields object onto the form fields (name → first name, lastname → last name)', async () => {
    server(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid input',
        fields: { name: 'validation.tooLong', lastname: 'validation.required', password: 'passwordPolicy.personal', email: 'Not allowed here' },
      },
    }));
    renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register' });
    fillValidForm();
    await submit();
    await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(field('First name'))).toBe('This is too long.');
    expect(helperOf(field('Last name'))).toBe('This field is required.');
    // The server's reason for a guessable password (zxcvbn) shows at the field.
    expect(helperOf(field('Password'))).toBe('Do not use your name or e-mail address in your password.');
    // A field message that is not an i18n key is shown as the server wrote it.
    expect(helperOf(field('E-mail address'))).toBe('Not allowed here');
    expect(field('Last name').value).toBe('Peeters');
  });

  it('shows a 403 ROLE_FORBIDDEN as an alert', async () => {
    server(() => ({ status: 403, body: { code: 'ROLE_FORBIDDEN', message: 'Role not allowed' } }));
    renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register' });
    fillValidForm('Courier');
    await submit();
    expect((await screen.findByText('This type of account cannot be created here.')).closest('[role="alert"]')).not.toBeNull();
  });

  it('validates on the client before calling the server', async () => {
    const fetch = server(() => ({ status: 201, body: { user: makeUser() } }));
    renderWithAuth(<RegisterPage />, { path: '/auth/register', url: '/auth/register' });
    fireEvent.change(field('E-mail address'), { target: { value: 'jane@' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    await submit();
    await waitFor(() => expect(helperOf(field('Password'))).toBe('Use at least 8 characters.'));
    expect(helperOf(field('E-mail address'))).toBe('Enter a valid e-mail address.');
    expect(helperOf(field('First name'))).toBe('This field is required.');
    expect(requestsTo(fetch, 'POST', '/api/user')).toHaveLength(0);
  });
});
