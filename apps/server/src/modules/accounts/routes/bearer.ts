import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../../../auth/auth';
import type { Db } from '../../../db/client';
import { authSession, users } from '../../../db/schema';
import { forbidden, HttpError, unauthenticated } from '../../../lib/errors';

export interface TokenCaller {
  uid: string;
  email: string;
}

const invalidToken = () => new HttpError(401, 'INVALID_TOKEN', 'The access token is not valid.');
const expiredToken = () => new HttpError(401, 'TOKEN_EXPIRED', 'The access token has expired: ask for a new one.');
const endedSession = () => new HttpError(401, 'SESSION_ENDED', 'The session of this access token has ended.');
const notActive = () => forbidden('Access tokens are for approved, active accounts only.', 'ACCOUNT_NOT_ACTIVE');

/** `exp` read without checking the signature: only to choose between two refusals, never to accept. */
function expiredClaim(token: string): boolean {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw invalidToken();
  return match[1]!;
}

/**
 * The person behind a bearer id token (better-auth `jwt` plugin: signature by our JWKS, issuer and audience APP_URL,
 * not expired) whose session is still live, so signing out or a password reset ends the token too.
 */
export async function verifyBearer(auth: Auth, db: Db, token: string): Promise<TokenCaller> {
  const verified = await auth.api.verifyJWT({ body: { token } });
  const payload = verified?.payload as { sub?: string; email?: unknown; sid?: unknown } | null | undefined;
  if (!payload?.sub) throw expiredClaim(token) ? expiredToken() : invalidToken();
  if (typeof payload.sid !== 'string' || typeof payload.email !== 'string') throw invalidToken();
  const live = await db
    .select({ status: users.status })
    .from(authSession)
    .innerJoin(users, eq(users.uid, authSession.userId))
    .where(
      and(eq(authSession.id, payload.sid), eq(authSession.userId, payload.sub), gt(authSession.expiresAt, sql`now()`)),
    )
    .limit(1);
  if (live.length === 0) throw endedSession();
  // A token minted before the account was suspended (or while it waited) is worth nothing now.
  if (live[0]!.status !== 'active') throw notActive();
  return { uid: payload.sub, email: payload.email };
}

/** A bearer when one is sent, else the session cookie (for the web app's own calls). */
export async function tokenOrSessionCaller(auth: Auth, db: Db, request: FastifyRequest): Promise<TokenCaller> {
  const token = bearerToken(request);
  if (token) return verifyBearer(auth, db, token);
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) throw unauthenticated();
  // The session path serves the web app's own link call, which a pending account makes too; a closed one cannot.
  const status = (await db.select({ status: users.status }).from(users).where(eq(users.uid, session.user.id)))[0]?.status;
  if (status === 'suspended' || status === 'refused') throw unauthenticated();
  return { uid: session.user.id, email: session.user.email };
}
