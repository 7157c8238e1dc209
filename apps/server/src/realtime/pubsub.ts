/**
 * The seam between "an event for these people" and the processes holding their sockets. One process (PGlite):
 * in memory. Several processes on one PostgreSQL: LISTEN/NOTIFY (pg-pubsub.ts), so each delivers to its own sockets.
 */
export interface PubSub {
  /** Sends to every subscriber of every process, this one included; fire-and-forget, in call order. */
  publish(message: string): void;
  subscribe(handler: (message: string) => void): void;
  /** The largest message `publish` can carry, in UTF-8 bytes. */
  readonly maxMessageBytes: number;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const handlers: ((message: string) => void)[] = [];
  let closed = false;
  return {
    maxMessageBytes: Number.POSITIVE_INFINITY,
    publish(message) {
      if (closed) return;
      // Asynchronous like the PostgreSQL path, so callers cannot come to rely on synchronous delivery.
      queueMicrotask(() => {
        for (const handler of handlers) handler(message);
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      handlers.length = 0;
    },
  };
}
