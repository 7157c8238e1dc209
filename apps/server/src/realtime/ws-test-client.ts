import type { FastifyInstance } from 'fastify';
import WebSocket, { type ClientOptions } from 'ws';

/** A real websocket client on a listening app, with helpers to await what it receives (tests only). */
export interface TestSocket {
  ws: WebSocket;
  /** The next event received (parsed), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves with everything received during `ms` (to prove that nothing came). */
  collect(ms: number): Promise<unknown[]>;
  closed: Promise<{ code: number; reason: string }>;
}

export function wsUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/** Opens a socket and waits for the upgrade; rejects with the server's refusal (e.g. "Unexpected server response: 401"). */
export function connect(app: FastifyInstance, options: { cookie?: string; origin?: string } & ClientOptions = {}): Promise<TestSocket> {
  const { cookie, origin, ...rest } = options;
  const ws = new WebSocket(wsUrl(app), { ...rest, headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } });
  const queue: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const event: unknown = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const socket: TestSocket = {
    ws,
    closed,
    next(timeoutMs = 3000) {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(done), 1);
          reject(new Error('no live event received'));
        }, timeoutMs);
        const done = (value: unknown) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiters.push(done);
      });
    },
    async collect(ms) {
      await new Promise((r) => setTimeout(r, ms));
      return queue.splice(0);
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}
