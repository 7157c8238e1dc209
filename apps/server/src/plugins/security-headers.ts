import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start. They depend only on the configuration (no per-request nonce), yet
 * @fastify/helmet rebuilt the whole helmet middleware, Content-Security-Policy string included, on every request:
 * a tenth of a cached signed-in read (docs/decisions/007-request-pipeline.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an API answer (JSON, or a file a route serves) needs, after the OWASP REST Security Cheat Sheet: nothing may
 * run, frame or embed it, no browser or shared cache keeps it (personal and health data, ASVS 8.2.1), and HSTS in
 * production. The headers that steer a document (the page's CSP, COOP, Referrer-Policy, Permissions-Policy, …) go
 * on pages only: they cost a fifth of a small answer's throughput (docs/decisions/007-request-pipeline.md). A route
 * that may be cached or needs another policy sets its own header, replacing these.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...(pageHeaders['strict-transport-security'] ? { 'strict-transport-security': pageHeaders['strict-transport-security'] } : {}),
  };
}

/**
 * Browser features the web app never uses (no camera, microphone, location, payment or device access today) are
 * switched off for every page: a script that slipped in could not ask for them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** One hook for every answer, errors included: `/api/` answers get the API set, everything else the page set. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const page = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
}
