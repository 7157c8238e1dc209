import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockFetch } from '../../test/mock-fetch';

/** The data layer the page frames need in tests (the header's notifications bell asks the API). */
export function ShellData({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A server with no notifications for anyone; every other call is a 404 (shell tests use no other data). */
export function stubShellRequests() {
  return mockFetch(({ method, path }) =>
    method === 'GET' && path === '/api/notifications'
      ? { status: 200, body: { items: [], nextCursor: null, unread: 0 } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
}
