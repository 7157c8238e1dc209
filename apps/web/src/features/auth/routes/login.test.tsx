import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { renderWithAuth } from '../testing/render-with-auth';
import { LoginPage } from './login';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut: MockReply = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in first' } };

/** /api/session answers no user until a sign-in succeeded, then the given user. */
function server(signIn: (request: MockRequest) => MockReply, user = makeUser()) {
  let session = false;
  return mockFetch((request) => {
    if (request.path === '/api/session')
      return session ? { status: 200, body: { user: user } } : { status: 200, body: { user: null } };
    if (request.path === '/api/auth/sign-in/email') {
      const reply = signIn(request);
      session = reply.status === 200;
      return reply;
    }
    // SPEC §7: the web app links the identity after each sign-in.
    if (request.path === '/api/user/link' && session) return { status: 200, body: user };
    return { status: 404 };
  });
}

function renderLogin(url = '/auth/login') {
  return renderWithAuth(<LoginPage />, { path: '/auth/login', url });
}

const emailInput = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement;
// getByRole is slow on a page this size; the visible text finds the same buttons.
const button = (text: string) =>
  screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const submit = () => act(async () => fireEvent.click(button('Sign in')));

describe('LoginPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows field errors for empty input and does not call the server', async () => {
    const fetch = server(() => ({ status: 200, body: {} }));
    renderLogin();
    await submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetch, 'POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('shows a field error for a malformed e-mail address', async () => {
    const fetch = server(() => ({ status: 200, body: {} }));
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'jane.example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'secret' } });
    await submit();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(requestsTo(fetch, 'POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it.each([
    ['ACCOUNT_SUSPENDED', 'Your account is suspended. Contact the PharmaLink team if you think this is a mistake.'],
  ])('says why a %s account cannot sign in, in the reader’s language', async (code, text) => {
    server(() => ({ status: 403, body: { code, message: 'English text from the server' } }));
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'Correct-horse-42' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it("shows the server's 401 as a translated alert and keeps what was typed", async () => {
    const fetch = server(() => ({
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    }));
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'Jane@Example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'wrong-password1' } });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The e-mail address or the password is incorrect.');
    expect(emailInput().value).toBe('Jane@Example.com');
    expect(passwordInput().value).toBe('wrong-password1');
    expect(requestsTo(fetch, 'POST', '/api/auth/sign-in/email')[0].body).toEqual({
      email: 'jane@example.com',
      password: 'wrong-password1',
    });
  });

  it('shows the server message for an unknown error code', async () => {
    server(() => ({ status: 418, body: { code: 'TEAPOT', message: 'The kettle is busy' } }));
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'whatever1' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('The kettle is busy');
  });

  it('offers to resend the verification e-mail when the address is not verified', async () => {
    server(() => ({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } }));
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'whatever1' } });
    await submit();
    expect(await screen.findByText(/Please confirm your e-mail address first/)).toBeTruthy();
    // The resend form is a lazy chunk of its own.
    expect(await screen.findByText('Send a new verification e-mail', { selector: 'button' })).toBeTruthy();
  });

  it('signs in and follows a safe returnTo', async () => {
    const user = makeUser({ role: 'pharmacy' });
    const fetch = server(() => ({ status: 200, body: { redirect: false } }), user);
    renderLogin('/auth/login?returnTo=%2Fdashboard%2Forder%2Flist');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth/login?returnTo=%2Fdashboard%2Forder%2Flist'),
    );
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'correct-horse1' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/order/list'));
    await waitFor(() =>
      expect(requestsTo(fetch, 'PUT', '/api/user/link')[0]?.body).toEqual({ firebaseid: user.uid, email: user.email }),
    );
  });

  it('ignores an unsafe returnTo and sends a customer to /my/dashboard', async () => {
    server(() => ({ status: 200, body: {} }), makeUser({ role: 'customer' }));
    renderLogin('/auth/login?returnTo=%2F%2Fevil.com');
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'correct-horse1' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my/dashboard'));
  });

  it('disables the button while signing in so a double click sends one request', async () => {
    let release: (reply: MockReply) => void = () => {};
    const pending = new Promise<MockReply>((resolve) => (release = resolve));
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/sign-in/email') {
        const reply = await pending;
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      void init;
      return new Response(JSON.stringify(signedOut.body), { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'correct-horse1' } });
    await submit();
    const signIn = button('Sign in');
    await waitFor(() => expect(signIn.disabled).toBe(true));
    fireEvent.click(signIn);
    release({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'no' } });
    await screen.findByRole('alert');
    const signIns = fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/sign-in/email'));
    expect(signIns).toHaveLength(1);
  });
});
