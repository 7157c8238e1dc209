import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { changeLanguage, i18n, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { AccountPage } from './account';

const profile = makeUser();

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
    const fetch = mockFetch(({ method, body }) =>
      method === 'PATCH' ? { status: 200, body: { ...profile, ...(body as object), displayName: 'Janine Peeters' } } : { status: 200, body: profile },
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
    });
    expect(queryClient.getQueryData<UserProfile>(['me'])?.first_name).toBe('Janine');
    await waitFor(() => expect(button('Save changes').disabled).toBe(true));
  });

  it('switches the interface to a newly saved language', async () => {
    mockFetch(({ method, body }) => (method === 'PATCH' ? { status: 200, body: { ...profile, ...(body as object) } } : { status: 200, body: profile }));
    renderPage();
    await waitFor(() => expect(field('First name').value).toBe('Jane'));
    // MUI's select opens on mouse down; the options carry their own lang attribute.
    fireEvent.mouseDown(screen.getByText('English'));
    fireEvent.click(await screen.findByText('Deutsch'));
    await act(async () => fireEvent.click(button('Save changes')));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    expect(await screen.findByText('Ihre Daten wurden gespeichert.')).toBeTruthy();
  });

  it('shows server field errors at the matching field', async () => {
    mockFetch(({ method }) =>
      method === 'PATCH'
        ? { status: 400, body: { code: 'VALIDATION', message: 'bad', fields: { phone: 'validation.phone' } } }
        : { status: 200, body: profile },
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
});
