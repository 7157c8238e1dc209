import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * sonner is fetched with the first toast rather than with every page's first JavaScript. Calls made while it is on its
 * way wait here in order and run when it arrives; its toaster replays the toasts created before it subscribed.
 */
let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
const waiting: ((module: Sonner) => void)[] = [];
const listeners = new Set<() => void>();

export function withSonner(call: (module: Sonner) => void): void {
  if (sonner) {
    call(sonner);
    return;
  }
  waiting.push(call);
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const queued of waiting.splice(0)) queued(module);
      for (const listener of listeners) listener();
    },
    () => {
      // The fetch failed (offline, or a new deployment replaced the file): the next toast tries again, and the
      // waiting ones show with it.
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner once a toast has fetched it (the caller re-renders then); undefined before. */
export function useSonner(): Sonner | undefined {
  return useSyncExternalStore(subscribe, () => sonner);
}
