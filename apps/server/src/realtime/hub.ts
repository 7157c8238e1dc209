import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES } from '@pharmacy/shared/live';
import { liveEventSchema, type LiveEvent } from '@pharmacy/shared/schemas/live';
import type { PubSub } from './pubsub';

/** What travels through the pub/sub: the recipients and the event. */
interface Envelope {
  u: string[];
  e: LiveEvent;
}

/**
 * The sockets of this process, by person, and the one way to reach them: publishToUsers → pub/sub → every
 * process → the recipients' sockets here. A person may have several sockets (tabs, devices).
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly log: FastifyBaseLogger,
    private readonly maxSocketsPerUser: number,
  ) {
    pubsub.subscribe((message) => this.deliver(message));
  }

  /**
   * Pushes `event` to every open socket of these people, on every server process. Call it after the transaction
   * that made the change has committed (a rolled-back change must not be announced). Never throws: a malformed
   * event is logged and dropped, so a committed request still succeeds.
   */
  publishToUsers(userIds: string[], event: LiveEvent): void {
    const parsed = liveEventSchema.safeParse(event);
    if (!parsed.success) {
      this.log.error({ issues: parsed.error.issues }, 'live events: malformed event dropped');
      return;
    }
    const recipients = [...new Set(userIds)].filter((id) => id.length > 0);
    for (const chunk of this.chunks(recipients, parsed.data)) this.pubsub.publish(chunk);
  }

  /** Registers a socket of `userId`; the oldest of theirs is closed beyond the per-person limit. */
  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    if (set.size > this.maxSocketsPerUser) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.close(LIVE_CLOSE_CODES.replaced, 'too many connections');
    }
  }

  remove(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  /** Open sockets here, of one person or of everyone (for tests and the bench). */
  socketCount(userId?: string): number {
    if (userId !== undefined) return this.sockets.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private deliver(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      this.log.warn('live events: unreadable message ignored');
      return;
    }
    if (!Array.isArray(envelope.u)) return;
    const data = JSON.stringify(envelope.e);
    for (const userId of envelope.u) {
      for (const socket of this.sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(data);
      }
    }
  }

  /** Splits the recipients so each message fits the pub/sub's limit (NOTIFY's 8000 bytes). */
  private *chunks(userIds: string[], event: LiveEvent): Generator<string> {
    const limit = this.pubsub.maxMessageBytes;
    const encode = (u: string[]) => JSON.stringify({ u, e: event } satisfies Envelope);
    const base = Buffer.byteLength(encode([]));
    let current: string[] = [];
    let size = base;
    for (const id of userIds) {
      // The id as a JSON string, plus a comma when it is not the first.
      const idBytes = Buffer.byteLength(JSON.stringify(id));
      if (current.length > 0 && size + idBytes + 1 > limit) {
        yield encode(current);
        current = [];
        size = base;
      }
      size += current.length > 0 ? idBytes + 1 : idBytes;
      current.push(id);
    }
    if (current.length > 0) yield encode(current);
  }
}
