import { eq } from 'drizzle-orm';
import { appendRouteHook } from './route-hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { clearFailures, emailKey, lockedForSeconds, recordFailure } from '../auth/sign-in-lockout';
import { users } from '../db/schema';
import { enqueueEmail } from '../lib/outbox';
import { tooManyRequests } from '../lib/rate-limit';

export const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * The per-account limit on password sign-in (ASVS 2.2.1), on top of the per-address one: consecutive failures for
 * an e-mail address lock it for a growing time, even with the right password, and a success clears them. Unknown
 * addresses are counted and answered exactly like known ones. Hooks are attached to the sign-in route as it is
 * added, so the route itself (plugins/auth-routes.ts) stays a plain bridge to better-auth.
 */
export function registerSignInGuard(app: FastifyInstance, secret: string): void {
  const keys = new WeakMap<FastifyRequest, string>();
  const toNotify = new WeakSet<FastifyRequest>();

  const checkLock: preHandlerHookHandler = async (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    // No address: better-auth answers the 400 itself.
    if (typeof email !== 'string' || !email.trim()) return;
    const key = emailKey(secret, email);
    const seconds = await lockedForSeconds(app.db, key);
    if (seconds > 0) {
      throw tooManyRequests(`Too many failed sign-ins for this account. Please try again in ${seconds} seconds.`);
    }
    keys.set(request, key);
  };

  const countOutcome: onSendHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const key = keys.get(request);
    if (!key) return payload;
    if (reply.statusCode === 200) await clearFailures(app.db, key);
    else if (reply.statusCode === 401) {
      const { lockStarted } = await recordFailure(app.db, key);
      if (lockStarted) toNotify.add(request);
    }
    return payload;
  };

  // After the answer has left: a known and an unknown address take the same path until then.
  const notifyOwner: onResponseHookHandler = async (request) => {
    if (toNotify.has(request)) await tellOwner((request.body as { email: string }).email);
  };

  async function tellOwner(email: string): Promise<void> {
    try {
      const [owner] = await app.db
        .select({ email: users.email, language: users.language, name: users.displayName, anonymisedAt: users.anonymisedAt })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      if (!owner || owner.anonymisedAt) return;
      await enqueueEmail(app.db, { to: owner.email, language: owner.language, template: 'sign-in-locked', params: { name: owner.name } });
      app.outbox.wake();
    } catch (error) {
      app.log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'the sign-in lockout notice could not be queued');
    }
  }

  app.addHook('onRoute', (route) => {
    if (route.url !== SIGN_IN_PATH) return;
    appendRouteHook(route, 'preHandler', checkLock);
    appendRouteHook(route, 'onSend', countOutcome);
    appendRouteHook(route, 'onResponse', notifyOwner);
  });
}
