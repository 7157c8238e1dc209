import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MIN_FILL_MS } from '@pharmacy/shared/schemas/contact';
import { waitForFillTime } from './fill-time';

afterEach(() => vi.useRealTimers());

describe('waitForFillTime', () => {
  it('holds a form sent too soon until the server would take it from a person', async () => {
    vi.useFakeTimers();
    let done = false;
    void waitForFillTime(1_000, 1_500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(CONTACT_MIN_FILL_MS - 500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(true);
  });

  it('does not wait once the form has been shown long enough', async () => {
    await expect(waitForFillTime(1_000, 1_000 + CONTACT_MIN_FILL_MS + 300)).resolves.toBeUndefined();
  });
});
