import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, toAreaError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));

describe('api client and the SPEC §8 area error', () => {
  it('returns parsed JSON and sends JSON with the session cookie', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/x', { method: 'POST', body: { a: 1 }, query: { q: 'é', empty: '' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?q=%C3%A9');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it("stores the server's response data as the error", async () => {
    respond(409, JSON.stringify({ message: 'Taken', code: 'EMAIL_TAKEN', fields: { email: 'validation.emailTaken' } }));
    const error = await api<never>('/api/user').catch((e: ApiRequestError) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(409);
    expect(toAreaError(error)).toEqual({ message: 'Taken', code: 'EMAIL_TAKEN', fields: { email: 'validation.emailTaken' } });
  });

  it("falls back to 'Something went wrong' when the response has no data", async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = await api('/api/x').catch((e) => e);
    expect(toAreaError(error)).toEqual({ message: 'Something went wrong', code: 'HTTP_502' });
  });

  it("gives 'Something went wrong' for a network failure and for any other thrown value", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await api('/api/x').catch((e) => e);
    expect(toAreaError(error)).toEqual({ message: 'Something went wrong', code: 'NETWORK_ERROR' });
    expect(toAreaError(new Error('boom'))).toEqual({ message: 'Something went wrong', code: 'UNKNOWN' });
  });
});
