import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { PREFERENCE_EVENTS } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, i18n, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { AccountPage } from './account';

const profile = makeUser();
const person: Person = { ...profile, slug: 'jane-peeters', avatarUrl: null, address: 'Veldstraat 1', postal_code: '9000', city: 'Gent', pharmacies: [], anonymised: false };

function renderPage(url = '/my/account') {
  return renderWithProviders(<AccountPage />, { url }).queryClient;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('button'))
    .find(Boolean) as HTMLButtonElement;
const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('AccountPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves the general details with PATCH /api/me and updates the cached profile', async () => {
    const fetch = mockFetch(({ method, path, body }) =>
      method === 'PATCH'
        ? { status: 200, body: { ...person, ...(body as object), displayName: 'Janine Peeters' } }
        : { status: 200, body: path === '/api/me/person' ? person : profile },
    );
    const queryClient = renderPage();
    await waitFor(() => expect(field('First name').value).toBe('Jane'));
    expect(field('E-mail address').readOnly).toBe(true);
    expect(button('Save changes').disabled).toBe(true);

    fireEvent.change(field('First name'), { target: { value: 'Janine' } });
    fireEvent.change(field('Phone number'), { target: { value: '+32 470 12 34 56' } });
    await act(async () => fireEvent.click(button('Save changes')));

    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    expect(requestsTo(fetch, 'PATCH', '/api/me')[0]?.body).toEqual({
      first_name: 'Janine',
      last_name: 'Peeters',
      phone: '+32 470 12 34 56',
      language: 'en',
      address: 'Veldstraat 1',
      postal_code: '9000',
      city: 'Gent',
    });
    expect(queryClient.getQueryData<UserProfile>(['me'])?.first_name).toBe('Janine');
    await waitFor(() => expect(button('Save changes').disabled).toBe(true));
  });

  it('switches the interface to a newly saved language', async () => {
    mockFetch(({ method, path, body }) =>
      method === 'PATCH' ? { status: 200, body: { ...person, ...(body as object) } } : { status: 200, body: path === '/api/me/person' ? person : profile },
    );
    renderPage();
    await waitFor(() => expect(field('First name').value).toBe('Jane'));
    // MUI's select opens on mouse down; the options carry their own lang attribute.
    fireEvent.mouseDown(screen.getByText('English'));
    fireEvent.click(await screen.findByText('Deutsch'));
    await act(async () => fireEvent.click(button('Save changes')));
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(await screen.findByText('Ihre Daten wurden gespeichert.')).toBeTruthy();
  });

  it('shows server field errors at the matching field', async () => {
    mockFetch(({ method, path }) =>
      method === 'PATCH'
        ? { status: 400, body: { code: 'VALIDATION', message: 'bad', fields: { phone: 'validation.phone' } } }
        : { status: 200, body: path === '/api/me/person' ? person : profile },
    );
    renderPage();
    await waitFor(() => expect(field('First name').value).toBe('Jane'));
    fireEvent.change(field('Phone number'), { target: { value: '+32 470' } });
    await act(async () => fireEvent.click(button('Save changes')));
    await waitFor(() => expect(helperOf(field('Phone number'))).toBe('Enter a valid phone number.'));
    expect(field('Phone number').value).toBe('+32 470');
  });

  it('changes the password, signing out other sessions, and shows a wrong current password at its field', async () => {
    let attempts = 0;
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/auth/list-sessions') return { status: 200, body: [] };
      if (path === '/api/auth/change-password') {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }
          : { status: 200, body: { token: null } };
      }
      return { status: 200, body: profile };
    });
    renderPage('/my/account?tab=security');
    const current = await screen.findByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'old-password1' } });
    fireEvent.change(field('New password'), { target: { value: 'new-password1' } });
    fireEvent.change(field('Confirm the new password'), { target: { value: 'new-password1' } });
    await act(async () => fireEvent.click(button('Change password')));
    await waitFor(() => expect(helperOf(field('Current password'))).toBe('The current password is incorrect.'));
    expect(field('New password').value).toBe('new-password1');

    fireEvent.change(field('Current password'), { target: { value: 'old-password2' } });
    await act(async () => fireEvent.click(button('Change password')));
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'old-password2',
      newPassword: 'new-password1',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });

  it('lists the signed-in devices and signs out the others', async () => {
    const sessions = [
      { id: 's1', createdAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', expiresAt: '2026-12-01T08:00:00Z', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/132.0' },
      { id: 's2', createdAt: '2026-11-02T08:00:00Z', updatedAt: '2026-11-21T08:00:00Z', expiresAt: '2026-12-02T08:00:00Z', ipAddress: '198.51.100.4', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
    ];
    let revoked = false;
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/auth/list-sessions') return { status: 200, body: revoked ? [sessions[0]] : sessions };
      if (path === '/api/auth/get-session') return { status: 200, body: { session: { id: 's1' }, user: profile } };
      if (path === '/api/auth/revoke-other-sessions') {
        revoked = true;
        return { status: 200, body: { status: true } };
      }
      return { status: 200, body: profile };
    });
    renderPage('/my/account?tab=security');
    expect(await screen.findByText('Firefox on Windows')).toBeTruthy();
    expect(screen.getByText('Safari on iOS')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText('198.51.100.4').tagName).toBe('BDI');

    await act(async () => fireEvent.click(button('Sign out all other devices')));
    expect(await screen.findByText('Your other devices have been signed out.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/auth/revoke-other-sessions')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(button('Sign out all other devices').disabled).toBe(true);
  });

  it('saves the notification choices with PUT', async () => {
    const all = Object.fromEntries(PREFERENCE_EVENTS.map((e) => [e, { email: true, inApp: true }]));
    const fetch = mockFetch(({ method, path, body }) => {
      if (path === '/api/me/notification-preferences') return { status: 200, body: method === 'PUT' ? body : all };
      return { status: 200, body: profile };
    });
    renderPage('/my/account?tab=notifications');
    const readyByMail = await screen.findByLabelText('Order ready: E-mail');
    expect(button('Save changes').disabled).toBe(true);
    fireEvent.click(readyByMail);
    fireEvent.click(screen.getByLabelText('Courier assigned: In the app'));
    await act(async () => fireEvent.click(button('Save changes')));
    expect(await screen.findByText('Your notification choices have been saved.')).toBeTruthy();
    expect(requestsTo(fetch, 'PUT', '/api/me/notification-preferences')[0]?.body).toEqual({
      ...all,
      'order.ready': { email: false, inApp: true },
      'order.shipper_assigned': { email: true, inApp: false },
    });
  });

  it('anonymises the account after the password is typed', async () => {
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/auth/list-accounts') return { status: 200, body: [{ providerId: 'credential' }] };
      if (path === '/api/me/anonymise') return { status: 204 };
      return { status: 200, body: profile };
    });
    renderPage('/my/account?tab=privacy');
    // Exactly what goes and what the pharmacy keeps, before anything happens.
    expect(await screen.findByText('What is erased')).toBeTruthy();
    expect(screen.getByText(/national number, eID card number, e-prescription codes \(RID\)/)).toBeTruthy();
    expect(screen.getByText('What the pharmacy keeps, and why')).toBeTruthy();
    expect(screen.getByText(/pharmacies must keep a record of what they dispensed, when and by whom/)).toBeTruthy();
    fireEvent.click(button('Anonymise my account'));
    const password = await screen.findByLabelText(/Your password/);
    await act(async () => fireEvent.click(button('Anonymise for good')));
    expect(helperOf(password)).toBe('This field is required.');
    fireEvent.change(password, { target: { value: 'my-secret-1' } });
    await act(async () => fireEvent.click(button('Anonymise for good')));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/me/anonymise')[0]?.body).toEqual({ password: 'my-secret-1' }));
  });

  it('downloads the data archive from GET /api/me/export under the name the server gives', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/me/export') {
        return new Response(zip, { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="pharmalink-data-2026-11-25.zip"' } });
      }
      if (path === '/api/auth/list-accounts') return Response.json([{ providerId: 'credential' }]);
      return Response.json(profile);
    });
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:archive');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    // Revoked a second after the click: leave a harmless one behind for that timer.
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage('/my/account?tab=privacy');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Download my data' })));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetch.mock.calls.filter(([input]) => String(input) === '/api/me/export')).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ download: 'pharmalink-data-2026-11-25.zip', href: 'blob:archive' });
    expect(new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer())).toEqual(zip);
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke ?? (() => {});
  });

  it('says why the archive could not be downloaded', async () => {
    mockFetch(({ path }) =>
      path === '/api/me/export' ? { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } } : { status: 200, body: path === '/api/auth/list-accounts' ? [] : profile },
    );
    renderPage('/my/account?tab=privacy');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Download my data' })));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The download failed\./);
  });

  it('opens on the default tab another feature chose, and on general once asked', async () => {
    mockFetch(({ path }) => ({ status: 200, body: path === '/api/me/person' ? person : profile }));
    const extraTabs = [{ value: 'pharmacy', label: 'Pharmacy', content: <p>The pharmacy's own settings</p> }];
    renderWithProviders(<AccountPage extraTabs={extraTabs} defaultTab="pharmacy" />, { url: '/dashboard/pharmacy/account' });
    expect(await screen.findByText("The pharmacy's own settings")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /General/ }));
    await waitFor(() => expect(field('First name').value).toBe('Jane'));
    expect(screen.queryByText("The pharmacy's own settings")).toBeNull();
  });
});
