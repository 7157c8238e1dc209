import { useSyncExternalStore } from 'react';
import type * as SnackbarKitModule from './snackbar-kit';

type SnackbarKit = typeof SnackbarKitModule;

/**
 * notistack is fetched with the first snackbar rather than with every page's first JavaScript. Its enqueue needs a
 * mounted provider, so calls wait here, in order, until the module has arrived and the app's provider
 * (app-snackbars.tsx) says it is mounted.
 */
let kit: SnackbarKit | undefined;
let loading: Promise<void> | undefined;
let providerMounted = false;
const waiting: ((kit: SnackbarKit) => void)[] = [];
const listeners = new Set<() => void>();

function flush(): void {
  if (!kit || !providerMounted) return;
  const loaded = kit;
  for (const queued of waiting.splice(0)) queued(loaded);
}

export function withSnackbarKit(call: (kit: SnackbarKit) => void): void {
  waiting.push(call);
  if (kit) {
    flush();
    return;
  }
  loading ??= import('./snackbar-kit').then(
    (module) => {
      kit = module;
      for (const listener of listeners) listener();
      flush();
    },
    () => {
      // The fetch failed (offline, or a new deployment replaced the file): the next snackbar tries again.
      loading = undefined;
    },
  );
}

/** Called by the app's provider once it is mounted (and with false when it goes). */
export function setSnackbarProviderMounted(mounted: boolean): void {
  providerMounted = mounted;
  flush();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** notistack's pieces once a snackbar has fetched them (the caller re-renders then); undefined before. */
export function useSnackbarKit(): SnackbarKit | undefined {
  return useSyncExternalStore(subscribe, () => kit);
}
