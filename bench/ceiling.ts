import Fastify from 'fastify';
import { measure } from './load';
import type { LoadResult } from './load';

/** The ceiling: a bare Fastify hello-world on this machine, with the same load as the app gets. */
export async function measureCeiling(): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure({ url });
  } finally {
    await app.close();
  }
}
