import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderWithNotifications } from './render-with-notifications';
import { notifyToast } from './toast';
import { enqueueSnackbar } from './use-snackbar';

const renderProvider = renderWithNotifications;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationsProvider', { timeout: 15_000 }, () => {
  it('shows at most 3 snackbars and hides them after 5 s (SPEC §8-9)', async () => {
    renderProvider();
    act(() => {
      for (const n of [1, 2, 3, 4]) enqueueSnackbar(`Message ${n}`, { variant: 'success' });
    });
    await waitFor(() => expect(screen.getAllByText(/^Message \d$/)).toHaveLength(3));
    expect(screen.queryByText('Message 4')).toBeNull();
    // The snackbars are drawn as themed alerts with a translated close button.
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThanOrEqual(3);

    await act(async () => vi.advanceTimersByTime(4_500));
    expect(screen.getByText('Message 1')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText('Message 1')).toBeNull());
    // The queued fourth one takes a freed place.
    expect(await screen.findByText('Message 4')).toBeTruthy();
  });

  it('hosts the toaster with a labelled region', async () => {
    renderProvider();
    act(() => {
      notifyToast('info', 'Order saved');
    });
    expect(await screen.findByText('Order saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
