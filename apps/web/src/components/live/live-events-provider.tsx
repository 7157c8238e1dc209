import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_CLOSE_CODES, LIVE_PATH } from '@pharmacy/shared/live';
import type { LiveEvent } from '@pharmacy/shared/schemas/live';
import { useAuth } from '../../lib/auth/use-auth';
import { reconnectDelay } from './reconnect-delay';

/** Query keys the app refetches when the server says their data changed (prefixes). */
export const LIVE_QUERY_KEYS = {
  orders: ['orders'],
  notifications: ['notifications'],
  chat: ['chat'],
  mail: ['mail'],
  kanban: ['kanban'],
  calendar: ['calendar'],
  dashboards: ['dashboards'],
} as const;

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${LIVE_PATH}`;
}

/** The server's JSON; anything else is ignored. No zod here: this provider is in the first bundle. */
function parse(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

function refetchAfter(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'order.updated') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.orders });
  // The dashboards count orders and unread messages: the numbers on screen follow the lists.
  if (event.type === 'order.updated' || event.type === 'chat.message' || event.type === 'chat.seen') {
    void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.dashboards });
  }
  if (event.type === 'notification.created') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.notifications });
  if (event.type === 'chat.message' || event.type === 'chat.seen') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.chat });
  // A notification is also filed in the mailbox as a notice (server: modules/mail).
  if (event.type === 'mail.received' || event.type === 'notification.created') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.mail });
  if (event.type === 'kanban.changed') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.kanban });
  if (event.type === 'calendar.changed') void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.calendar });
}

export interface LiveEventsProviderProps {
  children: ReactNode;
}

/**
 * While someone is signed in, keeps one websocket to /api/ws open: reconnects with backoff, closes on sign-out.
 * Events refetch the orders, notifications, chat and mail queries (the data itself always comes from the API, under its access
 * rules). After a reconnect both are refetched, since events may have been missed.
 */
export function LiveEventsProvider({ children }: LiveEventsProviderProps) {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  // Live events are for active accounts: one waiting for approval has only its waiting page (the server says 403).
  const uid = user?.status === 'active' ? user.uid : null;
  // The socket lives as long as the person is signed in, not as long as `refresh` keeps its identity.
  const refreshSession = useRef(refresh);
  useEffect(() => {
    refreshSession.current = refresh;
  });

  useEffect(() => {
    if (!uid) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const schedule = () => {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(connect, reconnectDelay(failures));
      failures += 1;
    };

    function connect() {
      timer = undefined;
      const ws = new WebSocket(liveUrl());
      socket = ws;
      ws.onopen = () => {
        // What was read before the server listened for us may have missed an event: on a reconnection, and on the
        // first opening too (a message sent while the page loaded stayed unseen until the next one, seen in chat.spec).
        for (const queryKey of Object.values(LIVE_QUERY_KEYS)) void queryClient.invalidateQueries({ queryKey });
        failures = 0;
      };
      ws.onmessage = (message: MessageEvent) => {
        const event = parse(message.data);
        if (!event) return;
        refetchAfter(queryClient, event);
      };
      ws.onclose = (close: CloseEvent) => {
        if (socket !== ws) return;
        socket = null;
        if (stopped) return;
        if (close.code === LIVE_CLOSE_CODES.sessionEnded) {
          // Signed out elsewhere or expired: let the session learn it (this effect then ends); else try again.
          refreshSession.current().then(schedule, schedule);
          return;
        }
        schedule();
      };
    }

    // Back online: no need to wait out the backoff.
    const onOnline = () => {
      if (socket || timer === undefined) return;
      clearTimeout(timer);
      connect();
    };
    window.addEventListener('online', onOnline);
    connect();

    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      const open = socket;
      socket = null;
      open?.close(1000, 'signed out');
    };
  }, [uid, queryClient]);

  return children;
}
