import type { TestApp } from '../../../test/test-app';
import { cookiesOf } from '../../../test/test-app';

/** The app's public address in tests (createTestApp's APP_URL): the provider redirects there. */
export const TEST_APP_URL = 'http://localhost:3000';
export const DONE_PATH = '/auth/social/done';

/** A cookie jar by name, enough for one person at one issuer. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface FlowResult {
  /** Where the app finally sent the browser (the popup's done page), with `error` on failure. */
  location: URL;
  /** The session cookie the callback set, or '' when it set none. */
  cookie: string;
  /** The callback's Cross-Origin-Opener-Policy: it must not cut the popup from its opener. */
  coop: string | undefined;
}

/**
 * Plays the popup with plain HTTP: the app's authorize URL → the issuer's login form (login = e-mail, any password)
 * → the redirect back to the app's callback, answered by app.inject with the flow's state cookie.
 */
export async function completeAtIssuer(
  t: TestApp,
  authorizeUrl: string,
  stateCookie: string,
  login: string,
): Promise<FlowResult> {
  const jar = new Jar();
  let next = new URL(authorizeUrl);
  for (let hop = 0; hop < 20; hop++) {
    if (next.origin === TEST_APP_URL) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${next.pathname}${next.search}`,
        headers: { cookie: stateCookie },
      });
      if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
      const session = cookiesOf(res)
        .split('; ')
        .filter((c) => c.startsWith('pharmalink.session_token=') && c.length > 'pharmalink.session_token='.length)
        .join('; ');
      const coop = res.headers['cross-origin-opener-policy'] as string | undefined;
      return { location: new URL(res.headers.location as string, TEST_APP_URL), cookie: session, coop };
    }
    const isInteraction = /^\/interaction\/[^/]+$/.test(next.pathname);
    let res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (isInteraction && res.status === 200) {
      // The development login form: any login, any password.
      res = await fetch(next, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
      });
      jar.take(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`issuer stopped at ${next} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}

/** Starts a sign-in (POST /api/auth/sign-in/social as the popup does) and plays it through. */
export async function socialSignIn(
  t: TestApp,
  provider: string,
  login: string,
  additionalData: Record<string, unknown> = { role: 'customer' },
): Promise<FlowResult> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider, callbackURL: DONE_PATH, errorCallbackURL: DONE_PATH, disableRedirect: true, additionalData },
  });
  if (start.statusCode !== 200) throw new Error(`sign-in/social answered ${start.statusCode}: ${start.body}`);
  return completeAtIssuer(t, start.json().url, cookiesOf(start), login);
}

/** Starts linking a provider to the signed-in account (POST /api/auth/link-social) and plays it through. */
export async function linkSocial(t: TestApp, cookie: string, provider: string, login: string): Promise<FlowResult> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/link-social',
    headers: { cookie, origin: TEST_APP_URL },
    payload: { provider, callbackURL: DONE_PATH, errorCallbackURL: DONE_PATH, disableRedirect: true },
  });
  if (start.statusCode !== 200) throw new Error(`link-social answered ${start.statusCode}: ${start.body}`);
  const stateCookie = [cookie, cookiesOf(start)].filter(Boolean).join('; ');
  return completeAtIssuer(t, start.json().url, stateCookie, login);
}
