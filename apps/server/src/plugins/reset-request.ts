import { z } from 'zod';
import { appendRouteHook } from './route-hooks';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import { emailSchema } from '@pharmacy/shared/schemas/auth';
import type { Auth } from '../auth/auth';
import { badRequest } from '../lib/errors';

export const RESET_REQUEST_PATH = '/api/auth/request-password-reset';

/** better-auth's own answer, kept so clients see no difference. */
export const RESET_REQUEST_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

// `redirectTo` is accepted for better-auth's clients but unused: the e-mailed link is always the web page (auth.ts).
const bodySchema = z.object({ email: emailSchema, redirectTo: z.string().max(2000).optional() });

/**
 * Asking for a reset link answers before anything depends on the account: the lookup, the token write and the e-mail
 * run after the answer has left, so a known and an unknown address cannot be told apart by the answer or its
 * timing. Failures there are logged without the address.
 */
export function registerResetRequest(app: FastifyInstance, auth: Auth): void {
  const pending = new WeakMap<FastifyRequest, string>();
  const running = new Set<Promise<void>>();

  const answerFirst: preHandlerHookHandler = async (request, reply) => {
    const parsed = bodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
      throw badRequest('Some fields are not valid.', fields);
    }
    pending.set(request, parsed.data.email);
    return reply.status(200).send(RESET_REQUEST_ANSWER);
  };

  const workAfter: onResponseHookHandler = async (request) => {
    const email = pending.get(request);
    if (!email) return;
    const work = auth.api
      .requestPasswordReset({ body: { email } })
      .then(() => undefined)
      .catch((error: unknown) => {
        app.log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'a password reset request failed after its answer');
      });
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  app.addHook('onRoute', (route) => {
    if (route.url !== RESET_REQUEST_PATH) return;
    appendRouteHook(route, 'preHandler', answerFirst);
    appendRouteHook(route, 'onResponse', workAfter);
  });
  // A shutdown waits for the requests already answered.
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
}
