import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderWithNotifications } from './render-with-notifications';
import { enqueueSnackbar } from './use-snackbar';

beforeAll(async () => {
  await initI18n();
});

// This file's own module registry: notistack has not been fetched when the test starts.
describe('snackbars asked for before notistack has arrived', { timeout: 15_000 }, () => {
  it('are all shown once it has and its provider is mounted, in order', async () => {
    act(() => {
      enqueueSnackbar('Before the provider', { variant: 'info' });
    });
    renderWithNotifications();
    // Still on its way: no snackbar is drawn yet.
    expect(screen.queryByText('Before the provider')).toBeNull();
    act(() => {
      enqueueSnackbar('While loading', { variant: 'error' });
    });
    const shown = await screen.findAllByRole('alert');
    expect(shown.map((a) => a.textContent)).toContain('While loading');
    expect(await screen.findByText('Before the provider')).toBeTruthy();
    const texts = [...document.querySelectorAll('.MuiAlert-message')].map((e) => e.textContent);
    expect(texts.indexOf('Before the provider')).toBeLessThan(texts.indexOf('While loading'));
  });
});
