import type { FastifyInstance } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Providers may POST their answer back from their own site (OpenID Connect response_mode=form_post). */
const CROSS_SITE_ALLOWED = ['/api/auth/callback/'];

/**
 * A browser on another site must not change anything with the person's cookies (CSRF): a write under /api/ is refused
 * when its Origin is not APP_URL's or the browser says it comes from another site. Requests with neither header
 * (API clients, scripts) pass: they carry no ambient cookies. better-auth checks its routes against the same
 * APP_URL (trustedOrigins in auth/auth.ts).
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const path = (request.raw.url ?? '').split('?')[0]!;
    if (!path.startsWith('/api/') || CROSS_SITE_ALLOWED.some((prefix) => path.startsWith(prefix))) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && origin !== allowed) || site === 'cross-site') {
      return reply
        .status(403)
        .send({ message: 'This request comes from another site and was refused.', code: 'CROSS_ORIGIN' });
    }
  });
}
