export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Exponential backoff with jitter (half fixed, half random), so a server restart is not met by every browser at the
 * same instant. `attempt` counts failures since the last open socket, from 0.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}
