/**
 * SPEC §7 optional token sync: while someone is signed in, POST their current id token (Authorization: Bearer) to
 * the configured address, again before each token expires; when they sign out, DELETE with the last token.
 * A failure is logged and forgotten: the sync never blocks or signs anyone out.
 */
export interface TokenSyncOptions {
  url: string;
  /** A fresh id token (GET /api/auth/token). */
  getToken: () => Promise<string>;
  /** How long before `exp` to fetch and send the next token (ms). */
  refreshBeforeMs?: number;
  /** Never re-sync more often than this, whatever the token says (ms). */
  minDelayMs?: number;
}

export interface TokenSync {
  /** Signed in: send the token now and keep it fresh. Calling it again while running does nothing. */
  start(): void;
  /** Signed out: stop refreshing and DELETE with the last token sent, if any. */
  stop(): Promise<void>;
}

/** `exp` of a JWT in ms, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function createTokenSync({
  url,
  getToken,
  refreshBeforeMs = 60_000,
  minDelayMs = 5_000,
}: TokenSyncOptions): TokenSync {
  let running = false;
  // Each start() is a new generation, so a refresh still in flight from before a sign-out cannot POST after it.
  let generation = 0;
  let lastToken: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(method: 'POST' | 'DELETE', token: string): Promise<void> {
    try {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        // Another origin: none of our cookies go there. (No keepalive: Chromium refuses it with a CORS preflight.)
        credentials: 'omit',
      });
      if (!response.ok) console.warn(`[token-sync] ${method} ${url} answered ${response.status}`);
    } catch (error) {
      console.warn(`[token-sync] ${method} ${url} failed`, error);
    }
  }

  async function push(current: number): Promise<void> {
    let token: string;
    try {
      token = await getToken();
    } catch (error) {
      console.warn('[token-sync] could not get an id token', error);
      return;
    }
    if (!running || current !== generation) return;
    lastToken = token;
    await send('POST', token);
    if (!running || current !== generation) return;
    const expiry = tokenExpiry(token);
    const delay = Math.max(minDelayMs, (expiry ?? Date.now() + refreshBeforeMs * 2) - Date.now() - refreshBeforeMs);
    timer = setTimeout(() => void push(current), delay);
  }

  return {
    start() {
      if (running) return;
      running = true;
      generation += 1;
      void push(generation);
    },
    async stop() {
      if (!running) return;
      running = false;
      generation += 1;
      clearTimeout(timer);
      const token = lastToken;
      lastToken = null;
      if (token) await send('DELETE', token);
    },
  };
}
