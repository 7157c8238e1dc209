/** The GETs every page makes at its first render: the session, and the sign-in configuration (AuthProvider). */
export const EARLY_GETS = ['/api/session', '/api/auth-config'] as const;

/** An early answer older than this is not used: the app reads the address again. */
const FRESH_MS = 15_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** The address of a page without its trailing slashes ('/' stays '/'): how the first-page tables name pages. */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The data of a page opened first, asked with the session: where staff land, today's work (issue 19). */
const PAGE_GETS: Readonly<Record<string, string>> = {
  '/dashboard': '/api/dashboards/app',
  '/dashboard/app': '/api/dashboards/app',
};

/**
 * src/first-page.ts starts these before the app's bundle has arrived; the app's first read of each takes its answer.
 * A signed-out visitor's read of a page's data answers 401 unread: the app sends them to sign in as before.
 */
export function startEarlyRequests(pathname = '/'): void {
  const page = PAGE_GETS[pagePath(pathname)];
  for (const path of page ? [...EARLY_GETS, page] : EARLY_GETS) {
    const response = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    // Nobody may read it (another tab signed out meanwhile, an old page): an unread failure is not an error.
    response.catch(() => undefined);
    started.set(path, { at: Date.now(), response });
  }
}

/** The early answer for `path`, once, while fresh; afterwards (and in tests) undefined: the caller fetches. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && Date.now() - early.at <= FRESH_MS ? early.response : undefined;
}
