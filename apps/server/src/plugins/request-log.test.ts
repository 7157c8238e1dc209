import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

describe('registerRequestLog', () => {
  it('counts the answers that were server errors (the admin dashboard shows them), not the refusals', async () => {
    const app = Fastify({ logger: false });
    registerRequestLog(app);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    const before = app.serverHealth.startedAt;
    for (const url of ['/ok', '/refused', '/broken', '/broken', '/ok']) await app.inject({ method: 'GET', url });
    expect(app.serverHealth.serverErrors).toBe(2);
    expect(app.serverHealth.startedAt).toBe(before);
    await app.close();
  });
});
