/** The GETs every page makes at its first render: the session, and the sign-in configuration (AuthProvider). */
export const EARLY_GETS = ['/api/session', '/api/auth-config'] as const;

/** An early answer older than this is not used: the app reads the address again. */
const FRESH_MS = 15_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** src/first-page.ts starts these before the app's bundle has arrived; the app's first read of each takes its answer. */
export function startEarlyRequests(): void {
  for (const path of EARLY_GETS) {
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
