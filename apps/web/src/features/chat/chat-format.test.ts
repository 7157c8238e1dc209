import { describe, expect, it } from 'vitest';
import { makeConversation, makeMessage, makeParticipant, SELF_ID } from './chat-fixtures';
import { conversationTitle, groupMessages, seenBy, untitledParticipants } from './chat-format';

const t = (key: string, options?: Record<string, string>) => `${key}:${JSON.stringify(options ?? {})}`;
const order = { id: 'o-1', reference: 'PL-AAA111', status: 'ready' as const, pharmacyName: 'Pharmacie du Parc' };
const customer = makeParticipant({ id: 'cu', name: 'Louise Peeters', role: 'customer', pharmacyName: null });
const pharmacist = makeParticipant({ id: 'ph', name: 'Jan Janssens' });
const courier = makeParticipant({ id: 'co', name: 'Tom Claes', role: 'shipper', pharmacyName: null });

describe('chat format', () => {
  it('groups one sender’s messages sent within five minutes', () => {
    const groups = groupMessages([
      makeMessage({ id: 'a', senderId: 'x', createdAt: '2026-11-20T10:00:00Z' }),
      makeMessage({ id: 'b', senderId: 'x', createdAt: '2026-11-20T10:04:00Z' }),
      makeMessage({ id: 'c', senderId: 'y', createdAt: '2026-11-20T10:05:00Z' }),
      makeMessage({ id: 'd', senderId: 'y', createdAt: '2026-11-20T10:30:00Z' }),
    ]);
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('counts as seen by those who marked the conversation seen at or after the message', () => {
    const message = makeMessage({ senderId: SELF_ID, createdAt: '2026-11-20T10:00:00Z' });
    const people = [
      makeParticipant({ id: 'a', seenAt: '2026-11-20T10:00:00Z' }),
      makeParticipant({ id: 'b', seenAt: '2026-11-20T09:59:59Z' }),
      makeParticipant({ id: 'c', seenAt: null }),
      makeParticipant({ id: SELF_ID, seenAt: '2026-11-20T11:00:00Z' }),
    ];
    expect(seenBy(message, people, SELF_ID).map((p) => p.id)).toEqual(['a']);
  });

  it('titles an order’s conversation by its pharmacy for the customer, by its customer for the others', () => {
    const conversation = makeConversation({ order, participants: [customer, pharmacist, courier] });
    expect(conversationTitle(t, conversation, 'cu')).toBe('chat.orderTitle:{"pharmacy":"Pharmacie du Parc"}');
    expect(untitledParticipants(conversation, 'cu').map((p) => p.name)).toEqual(['Jan Janssens', 'Tom Claes']);
    expect(conversationTitle(t, conversation, 'ph')).toBe('Louise Peeters');
    expect(untitledParticipants(conversation, 'ph').map((p) => p.name)).toEqual(['Tom Claes']);
    const direct = makeConversation({ participants: [pharmacist, courier] });
    expect(conversationTitle(t, direct, 'ph')).toBe('Tom Claes');
  });
});
