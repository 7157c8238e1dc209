import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { UserNewPage } from './user-new';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const helperOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('UserNewPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("shows the server's field errors next to the fields and keeps what was typed", async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'POST'
        ? { status: 400, body: { code: 'VALIDATION', message: 'bad', fields: { email: 'auth.errors.EMAIL_TAKEN', postal_code: 'validation.postcode' } } }
        : { status: 200, body: { items: [], nextCursor: null } },
    );
    renderWithProviders(<UserNewPage />, { url: '/dashboard/user/new' });
    fireEvent.change(input(/E-mail address/), { target: { value: 'lies@example.be' } });
    fireEvent.change(input(/First name/), { target: { value: 'Lies' } });
    fireEvent.change(input(/Last name/), { target: { value: 'Claes' } });
    fireEvent.change(input('City'), { target: { value: 'Leuven' } });
    fireEvent.change(input('Postcode'), { target: { value: '3000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

    await waitFor(() => expect(helperOf(input(/E-mail address/))).toBe('An account already exists with this e-mail address. Sign in, or reset your password.'));
    expect(input('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(input(/E-mail address/).value).toBe('lies@example.be');
    expect(input(/First name/).value).toBe('Lies');
    expect(input('City').value).toBe('Leuven');
    expect(requestsTo(fetch, 'POST', '/api/admin/accounts')[0]?.body).toMatchObject({
      email: 'lies@example.be',
      first_name: 'Lies',
      last_name: 'Claes',
      role: 'customer',
      language: 'en',
      postal_code: '3000',
      city: 'Leuven',
    });
  });
});
