import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal and health data: no browser or shared cache keeps them (ASVS 8.2.1). A route that
 * may be cached says so itself (avatars: public and immutable), replacing this default.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
