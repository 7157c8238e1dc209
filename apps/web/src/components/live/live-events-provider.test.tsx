import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { LiveEvent } from '@pharmacy/shared/schemas/live';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { makeUser } from '../../test/make-user';
import { FakeWebSocket } from './testing/fake-web-socket';
import { LiveEventsProvider } from './live-events-provider';
import { RECONNECT_BASE_MS } from './reconnect-delay';

const orderUpdated: LiveEvent = { type: 'order.updated', orderId: 'o-1', status: 'ready', reference: 'PL-7Q4K2M' };

function setup(user: UserProfile | null = makeUser()) {
  const queryClient = new QueryClient();
  for (const key of [['orders', 'list', { status: 'ready' }], ['orders', 'o-1'], ['notifications', 'list'], ['chat', 'conversations'], ['mail', 'labels'], ['mail', 'list', 'inbox', ''], ['catalogue', 'x']]) {
    queryClient.setQueryData(key, { any: 'data' });
  }
  const refresh = vi.fn(async () => {});
  const tree = (current: UserProfile | null) => {
    const auth: AuthContextValue = { isInitialized: true, isAuthenticated: !!current, user: current, refresh, signOut: async () => {} };
    return (
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <LiveEventsProvider>{null}</LiveEventsProvider>
        </AuthContext>
      </QueryClientProvider>
    );
  };
  const view = render(tree(user));
  const invalidated = (key: unknown[]) => queryClient.getQueryState(key)!.isInvalidated;
  /** Opens the socket, then clears the opening's own refetch, so a test sees only what its events invalidate. */
  const openListening = (socket: FakeWebSocket) => {
    act(() => socket.open());
    for (const query of queryClient.getQueryCache().getAll()) query.setState({ isInvalidated: false });
  };
  return { queryClient, refresh, invalidated, openListening, rerender: (u: UserProfile | null) => view.rerender(tree(u)), view };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveEventsProvider', () => {
  it('opens no socket for a visitor, one on this origin for a signed-in person', () => {
    const { rerender } = setup(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    rerender(makeUser());
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toBe(`ws://${window.location.host}/api/ws`);
  });

  it('keeps its one socket while the same person stays signed in (a re-read profile is a new object)', () => {
    const { rerender } = setup();
    act(() => FakeWebSocket.latest().open());
    rerender(makeUser({ language: 'fr' }));
    rerender(makeUser());
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().closedWith).toBeNull();
  });

  it('refetches order queries on order.updated, notification and mail queries on notification.created, chat queries on chat.message, and ignores anything else', () => {
    const { queryClient, invalidated, openListening } = setup();
    const socket = FakeWebSocket.latest();
    openListening(socket);
    act(() => socket.receive(orderUpdated));
    expect(invalidated(['orders', 'list', { status: 'ready' }])).toBe(true);
    expect(invalidated(['orders', 'o-1'])).toBe(true);
    expect(invalidated(['notifications', 'list'])).toBe(false);
    expect(invalidated(['catalogue', 'x'])).toBe(false);

    expect(invalidated(['mail', 'labels'])).toBe(false);
    act(() => socket.receive({ type: 'notification.created', id: 'n-1' }));
    expect(invalidated(['notifications', 'list'])).toBe(true);
    // The notification is filed in the mailbox too.
    expect(invalidated(['mail', 'labels'])).toBe(true);
    expect(invalidated(['catalogue', 'x'])).toBe(false);

    expect(invalidated(['chat', 'conversations'])).toBe(false);
    act(() => socket.receive({ type: 'chat.message', conversationId: 'c-1' }));
    expect(invalidated(['chat', 'conversations'])).toBe(true);
    expect(invalidated(['catalogue', 'x'])).toBe(false);


    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.receive('not json'));
    act(() => socket.receive({ no: 'type' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches the mailbox on mail.received, and nothing else', () => {
    const { invalidated, openListening } = setup();
    const socket = FakeWebSocket.latest();
    openListening(socket);
    act(() => socket.receive({ type: 'mail.received' }));
    expect(invalidated(['mail', 'labels'])).toBe(true);
    expect(invalidated(['mail', 'list', 'inbox', ''])).toBe(true);
    expect(invalidated(['notifications', 'list'])).toBe(false);
    expect(invalidated(['chat', 'conversations'])).toBe(false);
  });

  it('refetches what was read before it listened: on opening, and once back after growing delays', () => {
    const { invalidated } = setup();
    expect(invalidated(['orders', 'o-1'])).toBe(false);
    // A message sent while the page loaded, before the socket opened, would stay unseen: the first opening refetches.
    act(() => FakeWebSocket.latest().open());
    expect(invalidated(['orders', 'o-1'])).toBe(true);
    expect(invalidated(['chat', 'conversations'])).toBe(true);
    expect(invalidated(['catalogue', 'x'])).toBe(false);

    act(() => FakeWebSocket.latest().serverClose(1006));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RECONNECT_BASE_MS));
    expect(FakeWebSocket.instances).toHaveLength(2);

    // It fails again before opening: the next wait is longer than the first's longest.
    act(() => FakeWebSocket.latest().serverClose(1006));
    act(() => vi.advanceTimersByTime(RECONNECT_BASE_MS - 1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(RECONNECT_BASE_MS + 1));
    expect(FakeWebSocket.instances).toHaveLength(3);

    act(() => FakeWebSocket.latest().open());
    expect(invalidated(['orders', 'o-1'])).toBe(true);
    expect(invalidated(['notifications', 'list'])).toBe(true);
  });

  it('closes the socket on sign-out and does not come back', () => {
    const { rerender } = setup();
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    rerender(null);
    expect(socket.closedWith?.code).toBe(1000);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('re-reads the session when the server says it ended, then tries again if still signed in', async () => {
    const { refresh } = setup();
    act(() => FakeWebSocket.latest().open());
    await act(async () => FakeWebSocket.latest().serverClose(4401));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(RECONNECT_BASE_MS));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
