import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogSlugQuerySchema } from '@pharmacy/shared/schemas/blog';
import { rssFeed, sitemap } from './feeds';
import { postHead, postPath, withHead } from './page-meta';
import { publicPostBySlug } from './public-read';

export interface BlogPageRoutesOptions {
  /** The built web app (its index.html is the page the meta tags go into). */
  webDist: string;
  appUrl: string;
}

const SITE_NAME = 'PharmaLink';

/**
 * What is read without JavaScript: a post's page carries its own title, description, Open Graph and canonical link
 * in the served index.html (an old slug is a 301 to the current one), the RSS feed and the sitemap. Pages, not API
 * calls: left out of the OpenAPI document.
 */
export const blogPageRoutes: FastifyPluginAsyncZod<BlogPageRoutesOptions> = async (app, { webDist, appUrl }) => {
  const indexFile = join(webDist, 'index.html');
  // Read once: a new build of the web app comes with a restart.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  app.get('/blog/post/:slug', { schema: { hide: true, params: z.object({ slug: blogSlugQuerySchema.shape.slug }) } }, async (request, reply) => {
    if (indexHtml === null) return reply.status(404).send({ message: 'No built web app.', code: 'NOT_FOUND' });
    const found = await publicPostBySlug(app.db, request.params.slug);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!found) return reply.status(404).send(indexHtml);
    if ('redirectTo' in found) return reply.redirect(postPath(found.redirectTo), 301);
    return reply.send(withHead(indexHtml, postHead(found.post, appUrl, SITE_NAME)));
  });

  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(await rssFeed(app.db, appUrl, SITE_NAME)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(await sitemap(app.db, appUrl)),
  );
};
