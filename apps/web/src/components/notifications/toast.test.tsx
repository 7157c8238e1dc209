import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { clearAllSettingsCookies } from '../../theme/theme-test-providers';
import { withSonner } from './load-sonner';
import { renderWithNotifications } from './render-with-notifications';
import { notifyToast } from './toast';
import { loadRtlCache } from '../../theme/rtl-cache';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('notifyToast', () => {
  it('does not show the same message twice while it is visible', async () => {
    render(<Toaster />);
    act(() => {
      notifyToast('error', 'Network unavailable');
      notifyToast('error', 'Network unavailable');
    });
    await waitFor(() => expect(screen.getAllByText('Network unavailable')).toHaveLength(1));
    act(() => {
      notifyToast('error', 'Network unavailable');
      notifyToast('success', 'Saved');
    });
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(screen.getAllByText('Network unavailable')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });
});

/** The app's own toaster (NotificationsProvider), so its settings are what is proven, not sonner's defaults. */
const renderAppToaster = renderWithNotifications;

/** sonner hands a new toast to its toaster on a zero-delay timer: run it, so the toast is on the page. */
function raise(...messages: string[]) {
  act(() => {
    for (const message of messages) notifyToast('info', message);
    vi.advanceTimersByTime(0);
  });
}

const toastNamed = (message: string) => screen.getByText(message).closest('[data-sonner-toast]');

describe('the app toaster (SPEC §9: at most 5, auto-hide after 3000 ms, top right)', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await initI18n();
    // sonner comes with the first toast (load-sonner.ts): fetch it first, as these tests check the toaster's settings.
    await new Promise<void>((resolve) => withSonner(() => resolve()));
  });
  beforeEach(() => {
    // Fully fake time: the 2900 and 3000 ms boundaries are exact, and no real time leaks in.
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
    clearAllSettingsCookies();
  });

  it('shows the 5 newest of 7 toasts', () => {
    renderAppToaster();
    raise(...[1, 2, 3, 4, 5, 6, 7].map((n) => `Toast ${n}`));
    const visible = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')];
    expect(visible.map((element) => element.textContent)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
    // The two oldest wait, hidden, behind the five (sonner keeps them mounted with no opacity).
    expect(toastNamed('Toast 1')?.getAttribute('data-visible')).toBe('false');
    expect(toastNamed('Toast 2')?.getAttribute('data-visible')).toBe('false');
  });

  it('hides a toast 3000 ms after it appeared, not at 2900 ms', () => {
    renderAppToaster();
    raise('Order saved');
    act(() => vi.advanceTimersByTime(2_900));
    expect(toastNamed('Order saved')?.getAttribute('data-removed')).toBe('false');

    act(() => vi.advanceTimersByTime(100));
    // At 3000 ms it starts leaving (sonner's exit animation), then it is gone from the page.
    expect(toastNamed('Order saved')?.getAttribute('data-removed')).toBe('true');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Order saved')).toBeNull();
  });

  it('places the toasts at the top right', () => {
    renderAppToaster();
    raise('Left to right');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('dir')).toBe('ltr');
    // sonner's stylesheet turns these into `top` and `right` offsets of the fixed container.
    expect(toaster?.getAttribute('data-y-position')).toBe('top');
    expect(toaster?.getAttribute('data-x-position')).toBe('right');
  });

  it('keeps them at the top right in right-to-left languages, reading right to left inside', async () => {
    // SPEC says "top right" with no mirror for toasts (snackbars, by contrast, move to the start side in code).
    document.cookie = 'themeDirection=rtl; path=/';
    // As main.tsx does for an rtl page: its styles arrive before the first render.
    await loadRtlCache();
    renderAppToaster();
    raise('من اليمين إلى اليسار');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.getAttribute('dir')).toBe('rtl');
    expect(toaster?.getAttribute('data-y-position')).toBe('top');
    expect(toaster?.getAttribute('data-x-position')).toBe('right');
  });
});
