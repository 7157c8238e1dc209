import { createContext } from 'react';
import type { LiveEvent, LiveEventType } from '@pharmacy/shared/schemas/live';

export type LiveEventHandler = (event: LiveEvent) => void;

export interface LiveEventsContextValue {
  /** Calls `handler` for every live event of `type`; returns the unsubscribe function. */
  subscribe(type: LiveEventType, handler: LiveEventHandler): () => void;
}

export const LiveEventsContext = createContext<LiveEventsContextValue | null>(null);
