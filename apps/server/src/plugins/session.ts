import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import type { Role } from '@pharmacy/shared/roles';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { findProfile } from '../modules/users/repository';
import { forbidden, unauthenticated } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person's profile, or null; read once per request. */
    currentUser(): Promise<UserProfile | null>;
  }
}

export function registerSession(app: FastifyInstance, auth: Auth, db: Db): void {
  const cache = new WeakMap<FastifyRequest, Promise<UserProfile | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: fromNodeHeaders(this.headers) })
        .then((session) => (session ? findProfile(db, session.user.id) : null));
      cache.set(this, pending);
    }
    return pending;
  });
}

/** The signed-in user or a 401. */
export async function requireUser(request: FastifyRequest): Promise<UserProfile> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}

/** An active (approved, not suspended) user of one of the given roles, or 401/403. */
export async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<UserProfile> {
  const user = await requireUser(request);
  if (user.status !== 'active') throw forbidden('Your account is waiting for approval.', 'ACCOUNT_NOT_ACTIVE');
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
