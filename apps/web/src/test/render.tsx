import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { ThemeTestProviders } from '../theme/theme-test-providers';

/**
 * Per-test time limit for files that render whole pages (the first render pays for MUI's warm-up). A guard against
 * hangs, not a speed check: the heaviest form (a pharmacy's week of opening hours) takes 4 s on a quiet machine and
 * over 20 s on a loaded 2-core CI machine.
 */
export const PAGE_TEST_TIMEOUT = 45_000;

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** Providers between the notifications provider and the router, e.g. a feature's session provider. */
  around?: (children: ReactNode) => ReactElement;
  /** Wraps the whole tree, e.g. in StrictMode. */
  wrapper?: (children: ReactNode) => ReactElement;
}

/** The element inside the app's data (no retries), theme, notifications and memory-router providers. */
export function renderWithProviders(
  element: ReactElement,
  { url = '/', around, wrapper }: RenderWithProvidersOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routed = <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>;
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ThemeTestProviders>
        <NotificationsProvider>{around ? around(routed) : routed}</NotificationsProvider>
      </ThemeTestProviders>
    </QueryClientProvider>
  );
  return { ...render(wrapper ? wrapper(tree) : tree), queryClient };
}
