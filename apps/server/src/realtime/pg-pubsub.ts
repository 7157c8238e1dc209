import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { PubSub } from './pubsub';

export const LIVE_CHANNEL = 'pharmalink_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_LIMIT = 7900;

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process listens (a pooled one could be handed to a
 * query); NOTIFY goes through the pool. Publishes are chained so one process's events arrive in the order sent.
 * A lost listener reconnects with backoff; events sent meanwhile are missed, which clients cover by refetching
 * when their socket reconnects.
 */
export async function createPgPubSub(pool: pg.Pool, log: FastifyBaseLogger): Promise<PubSub> {
  const handlers: ((message: string) => void)[] = [];
  let closed = false;
  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = 500;
  let chain: Promise<unknown> = Promise.resolve();

  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || message.payload === undefined) return;
      for (const handler of handlers) handler(message.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'live events: the LISTEN connection failed');
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    listener = client;
    retryDelay = 500;
  }

  function lost(client: pg.Client): void {
    if (listener !== client || closed) return;
    listener = null;
    client.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error) => {
        log.warn({ err: error }, `live events: reconnecting the LISTEN connection failed; next try in ${retryDelay} ms`);
        retryDelay = Math.min(retryDelay * 2, 30_000);
        scheduleReconnect();
      });
    }, retryDelay);
    retryTimer.unref();
  }

  await connect();

  return {
    maxMessageBytes: NOTIFY_LIMIT,
    publish(message) {
      if (closed) return;
      chain = chain
        .then(() => pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, message]))
        .catch((error) => log.error({ err: error }, 'live events: NOTIFY failed'));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await chain;
      const client = listener;
      listener = null;
      handlers.length = 0;
      if (client) await client.end().catch(() => {});
    },
  };
}
