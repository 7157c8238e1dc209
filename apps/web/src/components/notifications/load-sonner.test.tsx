import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderWithNotifications } from './render-with-notifications';
import { notifyToast } from './toast';

beforeAll(async () => {
  await initI18n();
});

// This file's own module registry: sonner has not been fetched when the test starts.
describe('toasts fired before sonner has arrived', { timeout: 15_000 }, () => {
  it('are all shown once it has, in order and without duplicates', async () => {
    act(() => {
      notifyToast('info', 'Before the provider');
    });
    renderWithNotifications();
    // Still on its way: no toaster is drawn yet.
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => {
      notifyToast('error', 'While loading');
      notifyToast('error', 'While loading');
    });

    expect(await screen.findByText('Before the provider')).toBeTruthy();
    expect(await screen.findByText('While loading')).toBeTruthy();
    // Newest first, as sonner stacks them; the repeated message once.
    expect([...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent)).toEqual([
      'While loading',
      'Before the provider',
    ]);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
