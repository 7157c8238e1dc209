import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES, LIVE_PATH } from '@pharmacy/shared/live';
import type { Database } from '../db/client';
import { forbidden } from '../lib/errors';
import { requireUser } from '../plugins/session';
import { RealtimeHub } from './hub';
import { createPgPubSub } from './pg-pubsub';
import { createInProcessPubSub, type PubSub } from './pubsub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export interface RealtimeOptions {
  /** Ping every socket this often; one that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /** Re-read each socket's session this often: a socket never outlives its session by more than this. */
  sessionCheckMs?: number;
  maxSocketsPerUser?: number;
}

const DEFAULTS: Required<RealtimeOptions> = { heartbeatMs: 30_000, sessionCheckMs: 60_000, maxSocketsPerUser: 10 };

/** The engine decides the fan-out: one process on PGlite, LISTEN/NOTIFY across processes on PostgreSQL. */
async function pubSubFor(database: Database, app: FastifyInstance): Promise<PubSub> {
  if (database.engine !== 'postgres') return createInProcessPubSub();
  const pool = (database.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('realtime: expected a pg pool behind the PostgreSQL database');
  return createPgPubSub(pool, app.log);
}

/** A browser page may only open the socket from our own origin (cookies would otherwise ride along). */
function sameOrigin(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser: it has to present the cookie itself
  try {
    const url = new URL(origin);
    return url.host === request.host || url.origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/**
 * GET /api/ws: an authenticated websocket that only receives live events (app.realtime.publishToUsers). The upgrade
 * is refused with 401 without a session and 403 from a foreign origin. Must be registered before the routes.
 */
export async function registerRealtime(
  app: FastifyInstance,
  config: { database: Database; appUrl: string } & RealtimeOptions,
): Promise<void> {
  const options: Required<RealtimeOptions> = {
    heartbeatMs: config.heartbeatMs ?? DEFAULTS.heartbeatMs,
    sessionCheckMs: config.sessionCheckMs ?? DEFAULTS.sessionCheckMs,
    maxSocketsPerUser: config.maxSocketsPerUser ?? DEFAULTS.maxSocketsPerUser,
  };
  const pubsub = await pubSubFor(config.database, app);
  const hub = new RealtimeHub(pubsub, app.log, options.maxSocketsPerUser);
  app.decorate('realtime', hub);

  // The server never reads what a client sends: small frames only.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await pubsub.close();
  });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!sameOrigin(request, config.appUrl)) throw forbidden('Live events are only served to this site.', 'ORIGIN_NOT_ALLOWED');
        await requireUser(request);
      },
    },
    async (socket, request) => {
      const user = (await request.currentUser())!;
      if (socket.readyState !== socket.OPEN) return;
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      // Nothing is expected from the client; frames are ignored rather than treated as commands.
      socket.on('message', () => {});
      hub.add(user.uid, socket);

      const sessionCheck = setInterval(() => {
        app
          .readSessionUser(request.headers)
          .then((current) => {
            if (current?.uid !== user.uid) socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
          })
          .catch((error) => request.log.warn({ err: error }, 'live events: the session check failed'));
      }, options.sessionCheckMs);
      sessionCheck.unref();

      socket.on('close', () => {
        clearInterval(sessionCheck);
        hub.remove(user.uid, socket);
      });
    },
  );
}
