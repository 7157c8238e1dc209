import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { RealtimeHub } from './hub';
import type { PubSub } from './pubsub';

/** A pub/sub that keeps what is published, with NOTIFY's kind of size limit. */
function recordingPubSub(maxMessageBytes: number): PubSub & { messages: string[] } {
  const messages: string[] = [];
  return { messages, maxMessageBytes, publish: (m) => void messages.push(m), subscribe: () => {}, close: async () => {} };
}

describe('RealtimeHub.publishToUsers', () => {
  it('splits a long recipient list so every message fits the pub/sub limit, losing nobody', () => {
    const pubsub = recordingPubSub(600);
    const hub = new RealtimeHub(pubsub, pino({ level: 'silent' }), 10);
    const ids = Array.from({ length: 300 }, (_, i) => `user-${i}-${'x'.repeat(i % 7)}`);
    hub.publishToUsers([...ids, ids[0]!], { type: 'notification.created' });
    expect(pubsub.messages.length).toBeGreaterThan(5);
    for (const m of pubsub.messages) expect(Buffer.byteLength(m)).toBeLessThanOrEqual(600);
    const delivered = pubsub.messages.flatMap((m) => (JSON.parse(m) as { u: string[] }).u);
    expect(delivered).toEqual(ids);
    expect(JSON.parse(pubsub.messages[0]!).e).toEqual({ type: 'notification.created' });
  });

  it('sends one message when the list fits, none for nobody or a malformed event', () => {
    const pubsub = recordingPubSub(7900);
    const hub = new RealtimeHub(pubsub, pino({ level: 'silent' }), 10);
    hub.publishToUsers(['a', 'b'], { type: 'order.updated', orderId: 'o1', status: 'ready', reference: 'PL-7Q4K2M' });
    hub.publishToUsers([], { type: 'notification.created' });
    hub.publishToUsers(['a'], { type: 'order.updated', orderId: 'o1', status: 'nope', reference: 'R' } as never);
    hub.publishToUsers(['a'], { type: 'order.updated', orderId: 'o1', status: 'ready' } as never);
    expect(pubsub.messages).toEqual([
      JSON.stringify({ u: ['a', 'b'], e: { type: 'order.updated', orderId: 'o1', status: 'ready', reference: 'PL-7Q4K2M' } }),
    ]);
  });
});
