import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenSync, tokenExpiry } from './token-sync';

/** A local sync endpoint (node:http): it records each call's verb and Authorization header. */
interface Call {
  method: string;
  authorization: string | undefined;
}
let server: Server;
let url: string;
let calls: Call[] = [];
let status = 204;

beforeAll(async () => {
  server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = req.headers;
    calls.push({ method: req.method ?? '', authorization: headers.authorization });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sync`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  status = 204;
});

/** An unsigned JWT-shaped token expiring in `seconds` (the sync never checks signatures; the receiver does). */
function token(name: string, seconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'EdDSA' })}.${b64({ sub: name, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out; calls: ${JSON.stringify(calls)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('token sync (SPEC §7), against a local HTTP endpoint', () => {
  it('POSTs the id token as a bearer on sign-in, again before it expires, and DELETEs with the last one on sign-out', async () => {
    const tokens = [token('first', 2), token('second', 600)];
    const getToken = vi.fn(async () => tokens.shift()!);
    // The first token expires in 2 s; refreshing 1.7 s early means a new one ~0.3 s after sign-in.
    const sync = createTokenSync({ url, getToken, refreshBeforeMs: 1700, minDelayMs: 100 });
    sync.start();
    sync.start(); // a second start while running does nothing
    await until(() => calls.length >= 2);
    expect(calls[0]).toEqual({ method: 'POST', authorization: expect.stringMatching(/^Bearer .+/) });
    expect(tokenExpiry(calls[0]!.authorization!.slice(7))).toBeGreaterThan(Date.now());
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.authorization).not.toBe(calls[0]!.authorization);
    await sync.stop();
    expect(calls).toHaveLength(3);
    expect(calls[2]).toEqual({ method: 'DELETE', authorization: calls[1]!.authorization });
    expect(getToken).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(3); // no refresh after sign-out
  });

  it('only logs failures: a refusing endpoint, an unreachable one, no token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    status = 500;
    const refused = createTokenSync({ url, getToken: async () => token('x', 600) });
    refused.start();
    await until(() => calls.length === 1);
    await refused.stop();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);

    const unreachable = createTokenSync({ url: 'http://127.0.0.1:9/sync', getToken: async () => token('y', 600) });
    unreachable.start();
    await expect(unreachable.stop()).resolves.toBeUndefined();

    const noToken = createTokenSync({ url, getToken: () => Promise.reject(new Error('signed out')) });
    noToken.start();
    await new Promise((r) => setTimeout(r, 50));
    await noToken.stop();
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
