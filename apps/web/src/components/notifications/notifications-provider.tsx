import type { ReactNode } from 'react';
import { AppSnackbars } from './app-snackbars';
import { AppToaster } from './app-toaster';

export interface NotificationsProviderProps {
  children: ReactNode;
}

/**
 * SPEC §8–9: snackbars (at most 3, hide after 5 s) and toasts (at most 5, 3 s, top right). Needs the theme. Each
 * library is fetched with its first message (load-notistack.ts, load-sonner.ts), not with the page.
 */
export function NotificationsProvider({ children }: NotificationsProviderProps) {
  return (
    <>
      {children}
      <AppSnackbars />
      <AppToaster />
    </>
  );
}
