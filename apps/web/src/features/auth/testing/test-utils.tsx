import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { ThemeTestProviders } from '../../../theme/theme-test-providers';
import { AuthProvider } from '../components/auth-provider';

// MUI's first render in jsdom is slow on a busy CI machine; wait for async UI longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** Per-test time limit for files that render whole pages (the first render pays for MUI's warm-up). */
export const PAGE_TEST_TIMEOUT = 20_000;

/** Test helper: what a stubbed `fetch` saw. */
export interface MockRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
export interface MockReply {
  status: number;
  body?: unknown;
}

/** Test helper: replaces `fetch` with a function of the request; the real server is tested in apps/server. */
export function mockFetch(handler: (request: MockRequest) => MockReply) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: MockRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const reply = handler(request);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Test helper: the requests a `mockFetch` stub received for one method and path. */
export function requestsTo(fn: ReturnType<typeof mockFetch>, method: string, path: string): MockRequest[] {
  return fn.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
    })
    .filter((r) => r.method === method && r.path === path);
}

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'u-1',
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Peeters',
    displayName: 'Jane Peeters',
    role: 'customer',
    status: 'active',
    phone: '',
    language: 'en',
    emailVerified: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderWithAuthOptions {
  /** The route pattern the element is mounted on. */
  path: string;
  /** The URL the memory router starts at. */
  url: string;
  wrapper?: (children: ReactNode) => ReactElement;
}

/** Test helper: the element inside the app's data, theme, snackbar, session and router providers. */
export function renderWithAuth(element: ReactElement, { path, url, wrapper }: RenderWithAuthOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ThemeTestProviders>
        <SnackbarProvider>
          <AuthProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={element} />
                <Route path="*" element={<p>another page</p>} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </AuthProvider>
        </SnackbarProvider>
      </ThemeTestProviders>
    </QueryClientProvider>
  );
  return { ...render(wrapper ? wrapper(tree) : tree), queryClient };
}
