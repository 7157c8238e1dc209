import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA (pre-compressed brotli/gzip made at build time) and answers every non-API GET with
 * index.html so client routes load directly. Unknown /api/* stays a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app in ${distDir}: run "npm run build". The API still works.`);
    return;
  }
  const assetsDir = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Hashed assets never change; index.html must always be revalidated.
      res.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ message: `No route GET ${path}.`, code: 'NOT_FOUND' });
    }
    // A missing hashed file (an old tab after a deploy) must fail as a 404, never come back as HTML with a 200.
    if (path.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(path)) {
      return reply.status(404).send({ message: `No file ${path}.`, code: 'NOT_FOUND' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
