import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SettingsProvider } from '../components/settings/settings-provider';
import { ThemeProvider } from '../theme/theme-provider';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { LiveEventsProvider } from '../components/live/live-events-provider';
import { ApiRequestError } from '../lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble might.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

export interface AppProviderProps {
  children: ReactNode;
  queryClient: QueryClient;
}

/** Everything a page may rely on: data cache, settings + theme, notifications, session, live events. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeProvider>
          <NotificationsProvider>
            <AuthProvider>
              <LiveEventsProvider>{children}</LiveEventsProvider>
            </AuthProvider>
          </NotificationsProvider>
        </ThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
