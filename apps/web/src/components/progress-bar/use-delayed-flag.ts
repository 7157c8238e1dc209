import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false again as soon as it turns false. Quick work never
 * flashes a spinner or a progress bar (SPEC §2: only if navigation takes longer than 300 ms).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return active && elapsed;
}
