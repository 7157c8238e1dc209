import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** A pause in typing this long saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Debounced saving: `changed()` after each edit, `flush()` before an action that needs the saved post (publish,
 * preview, cover), `discard()` before deleting. Saves run one after another, so a create is never sent twice and the last text always wins.
 */
export function useAutosave(save: () => Promise<boolean>, delay = AUTOSAVE_DELAY_MS) {
  const [state, setState] = useState<SaveState>('idle');
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const dirty = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    if (!dirty.current) return chain.current;
    dirty.current = false;
    setState('saving');
    chain.current = chain.current.then(async () => {
      const ok = await saveRef.current().catch(() => false);
      setState(dirty.current ? 'pending' : ok ? 'saved' : 'error');
      return ok;
    });
    return chain.current;
  }, []);

  const changed = useCallback(() => {
    dirty.current = true;
    setState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delay);
  }, [delay, flush]);

  /** Drops what waits to be saved (the post is being deleted: nothing must be written to it after). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  // Leaving the page keeps what was typed last.
  useEffect(() => () => void flush(), [flush]);

  return { state, changed, flush, discard };
}
