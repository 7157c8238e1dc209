import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth';
import { AUTH_ROUTES } from './auth-allow-list';

/**
 * What the sign-in popup loads, pages and redirects alike (a browser applies COOP at every redirect hop): its web
 * routes (/auth/social, /auth/social/done) and the providers' callback; see docs/decisions/003.
 */
const SOCIAL_POPUP_PREFIXES = ['/auth/social', '/api/auth/callback/'];

/** Paths that guess or spam credentials: each gets its own per-IP limit. */
const LIMITED_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
];

/** better-auth speaks Web Request/Response; this bridges Fastify to it for the allowed /api/auth paths. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, rateLimitMax: number): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (!text) return reply.send();
    // better-auth answers errors as { code, message }, already the product's error shape.
    return reply.send(text);
  };

  // Only the endpoints the product uses, with the methods it uses; any other /api/auth path is a 404 (auth-allow-list.ts).
  for (const route of AUTH_ROUTES) {
    const limited = LIMITED_PATHS.includes(route.url);
    app.route({ ...route, handler, ...(limited && { config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } } }) });
  }

  // The social sign-in popup opts out of COOP: the opener (COOP same-origin-allow-popups) then keeps its handle on
  // the popup while it visits the provider, sees it close, and receives its postMessage.
  app.addHook('onSend', async (request, reply, payload) => {
    if (SOCIAL_POPUP_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    return payload;
  });
}
