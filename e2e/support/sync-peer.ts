import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the web app made to the token sync address (SPEC §7). */
export interface SyncCall {
  method: string;
  authorization: string | null;
}

export interface SyncPeer {
  /** The address given to the app as SYNC_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for the configured sync address: answers the browser's CORS preflight for the app's origin, records
 * POST and DELETE with their Authorization header, and lists them on GET /calls for the specs.
 */
export async function startSyncPeer(appOrigin: string): Promise<SyncPeer> {
  const calls: SyncCall[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', appOrigin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, DELETE',
        'Access-Control-Allow-Headers': 'Authorization',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url === '/calls') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(calls));
      return;
    }
    if (req.url === '/sync' && (req.method === 'POST' || req.method === 'DELETE')) {
      calls.push({ method: req.method, authorization: req.headers.authorization ?? null });
      req.resume();
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/sync`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The calls the peer recorded so far (read from the spec's worker process). */
export async function syncCalls(syncUrl: string): Promise<SyncCall[]> {
  const res = await fetch(new URL('/calls', syncUrl));
  return (await res.json()) as SyncCall[];
}
