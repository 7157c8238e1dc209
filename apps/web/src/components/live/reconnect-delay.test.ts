import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, with half of it random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 1)).toBe(8 * RECONNECT_BASE_MS);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});
