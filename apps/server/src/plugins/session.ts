import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Role } from '@pharmacy/shared/roles';
import { SESSION_COOKIE, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE, type Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { findProfile, findProfileBySessionToken } from '../modules/accounts/repository/profile';
import { forbidden, unauthenticated } from '../lib/errors';
import { SessionCache, type SessionEntry } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person's profile, or null; read once per request. */
    currentUser(): Promise<UserProfile | null>;
  }
  interface FastifyInstance {
    /** The profile behind the session cookie in these headers, read afresh (a live socket re-checks its session). */
    readSessionUser(headers: IncomingHttpHeaders): Promise<UserProfile | null>;
    /** Sessions this process has read lately (session-cache.ts); tests that write the database directly empty it. */
    sessionCache: SessionCache;
  }
}

export interface SessionOptions {
  auth: Auth;
  db: Db;
  secret: string;
  secureCookies: boolean;
  /** How long a session read stays trusted in this process (ms); SESSION_CACHE_MS by default, 0 turns it off. */
  cacheMs?: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** better-auth's reads that write: confirming an address, a provider's answer (which may create an account). */
const WRITING_READS = /^\/api\/auth\/(verify-email|callback\/)/;

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** better-auth signs the session cookie as `token.base64(HMAC-SHA256(secret, token))`. */
function verifiedToken(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  // The signature's exact text (better-auth's btoa): base64 decoding skips stray characters, so a signature with
  // anything appended decoded alike and was accepted (found by test/fuzz.test.ts).
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * A request's session in at most one query: the signed cookie is checked here and the session row is joined with the
 * profile, then kept for a few seconds (session-cache.ts); any write empties that cache, so within this process a
 * sign-out, a suspension or a password change applies to the very next request. Only a session due for renewal goes
 * through better-auth's own lookup, which extends it.
 */
export function registerSession(app: FastifyInstance, options: SessionOptions): void {
  const { auth, db, secret } = options;
  const cookieName = options.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
  // better-auth extends a session once it is older than updateAge, i.e. when expiresAt falls below this mark.
  const renewalMark = () => Date.now() + (SESSION_EXPIRES_IN - SESSION_UPDATE_AGE) * 1000;

  const sessionCache = new SessionCache(options.cacheMs);
  app.decorate('sessionCache', sessionCache);

  async function load(request: Pick<FastifyRequest, 'headers'>, useCache: boolean): Promise<UserProfile | null> {
    const cookie = readCookie(request.headers.cookie, cookieName);
    if (!cookie) return null;
    // Keyed by the signed cookie itself: only a cookie whose signature was checked is ever stored, so a hit needs no
    // second check (the HMAC was a fifth of a cached read's time).
    const cached = useCache ? sessionCache.get(cookie) : undefined;
    const readSince = sessionCache.mark;
    let found: SessionEntry | null | undefined = cached;
    if (!found) {
      const token = verifiedToken(cookie, secret);
      if (!token) return null;
      found = await findProfileBySessionToken(db, token);
    }
    if (!found) return null;
    if (found.sessionExpiresAt.getTime() > renewalMark()) {
      if (!cached) sessionCache.set(cookie, found, readSince);
      return signedInOnly(found.profile);
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return session ? signedInOnly(await findProfile(db, session.user.id)) : null;
  }

  // A live socket re-checks its session to close when it ends: always from the database.
  app.decorate('readSessionUser', (headers: IncomingHttpHeaders) => load({ headers }, false));

  // Before the answer leaves: the client cannot ask again before the cache has forgotten what the write changed.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) || WRITING_READS.test(request.url)) sessionCache.forgetAll();
  });

  const cache = new WeakMap<FastifyRequest, Promise<UserProfile | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this, true);
      cache.set(this, pending);
    }
    return pending;
  });
}

/**
 * A suspended account is signed out wherever its session is read, even a session that outlived the decision (an
 * admin's action also deletes them): it has no page to see. A refused one keeps its decision page and mailbox.
 */
function signedInOnly(profile: UserProfile | null): UserProfile | null {
  return profile && profile.status !== 'suspended' ? profile : null;
}

/**
 * The signed-in user, active, waiting for approval or refused, or a 401. Only for what such an account needs (its
 * profile and language, its mailbox and the platform to write to, accepting a pharmacy's invitation, being
 * forgotten); everything else uses `requireUser`.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<UserProfile> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}

const NOT_ACTIVE: Record<Exclude<UserProfile['status'], 'active'>, string> = {
  pending: 'Your account is waiting for approval.',
  suspended: 'Your account is suspended.',
  refused: 'Your account was not approved.',
};

/** The signed-in, active (approved, not suspended) user: 401 when signed out, 403 while the account waits. */
export async function requireUser(request: FastifyRequest): Promise<UserProfile> {
  const user = await requireSignedIn(request);
  if (user.status !== 'active') throw forbidden(NOT_ACTIVE[user.status], 'ACCOUNT_NOT_ACTIVE');
  return user;
}

/** An active user of one of the given roles, or 401/403. */
export async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<UserProfile> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
