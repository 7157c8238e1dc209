import { vi } from 'vitest';

/** What a stubbed `fetch` saw. */
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

function toRequest(input: RequestInfo | URL, init?: RequestInit): MockRequest {
  const url = new URL(String(input), 'http://localhost');
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    search: url.searchParams,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/** Replaces `fetch` with a function of the request (undo with `vi.unstubAllGlobals`); the real server is tested in apps/server. */
export function mockFetch(handler: (request: MockRequest) => MockReply) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = handler(toRequest(input, init));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The requests a `mockFetch` stub received for one method and path, oldest first. */
export function requestsTo(fn: ReturnType<typeof mockFetch>, method: string, path: string): MockRequest[] {
  return fn.mock.calls
    .map(([input, init]) => toRequest(input, init))
    .filter((r) => r.method === method && r.path === path);
}
