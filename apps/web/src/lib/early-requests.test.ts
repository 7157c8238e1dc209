import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GETS, startEarlyRequests, takeEarlyResponse } from './early-requests';

describe('early requests', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives each early answer to the first reader only', async () => {
    const fetchMock = vi.fn(async () => new Response('{"user":null}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    expect(fetchMock).toHaveBeenCalledTimes(EARLY_GETS.length);
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.objectContaining({ credentials: 'same-origin' }));
    await expect(takeEarlyResponse('/api/session')!.then((r) => r.json())).resolves.toEqual({ user: null });
    expect(takeEarlyResponse('/api/session')).toBeUndefined();
    expect(takeEarlyResponse('/api/other')).toBeUndefined();
  });

  it('asks for the landing page’s own data with the session, on that page only', async () => {
    const fetchMock = vi.fn(async () => new Response('{"role":"pharmacy"}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests('/dashboard/');
    expect(fetchMock).toHaveBeenCalledTimes(EARLY_GETS.length + 1);
    await expect(takeEarlyResponse('/api/dashboards/app')!.then((r) => r.json())).resolves.toEqual({
      role: 'pharmacy',
    });
    fetchMock.mockClear();
    startEarlyRequests('/dashboard/user/list');
    expect(fetchMock).toHaveBeenCalledTimes(EARLY_GETS.length);
    expect(takeEarlyResponse('/api/dashboards/app')).toBeUndefined();
  });

  it('does not serve an answer that has grown old', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    startEarlyRequests();
    vi.advanceTimersByTime(60_000);
    expect(takeEarlyResponse('/api/auth-config')).toBeUndefined();
  });
});
