import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fullPreferences } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { NotificationPreferencesForm } from './notification-preferences-form';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationPreferencesForm', () => {
  it('offers the e-mail copy of a person’s mail as a choice, and keeps it in the mailbox always', async () => {
    const fetch = mockFetch(({ method, body }) => ({ status: 200, body: method === 'PUT' ? body : fullPreferences({}) }));
    renderWithProviders(<NotificationPreferencesForm />);
    const inApp = await screen.findByRole('switch', { name: 'A message in my mailbox: In the app' });
    expect((inApp as HTMLInputElement).checked).toBe(true);
    expect((inApp as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'A message in my mailbox: E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/me/notification-preferences')).toHaveLength(1));
    expect(requestsTo(fetch, 'PUT', '/api/me/notification-preferences')[0]!.body).toMatchObject({ 'mail.received': { email: false, inApp: true } });
  }, PAGE_TEST_TIMEOUT);
});
