import { useContext, useEffect, useRef } from 'react';
import type { LiveEventOf, LiveEventType } from '@pharmacy/shared/schemas/live';
import { LiveEventsContext } from './live-events-context';

/**
 * Runs `handler` for each live event of `type` while the component is mounted (the latest handler, without
 * resubscribing on every render). Outside a LiveEventsProvider nothing arrives, so a component can be tested alone.
 */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void): void {
  const context = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => context?.subscribe(type, (event) => latest.current(event as LiveEventOf<T>)), [context, type]);
}
