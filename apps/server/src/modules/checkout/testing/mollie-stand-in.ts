import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Test-only: a local stand-in for Mollie's Payments API v2 on loopback HTTPS (a throwaway certificate made with
 * openssl), answering as Mollie documents it: POST /v2/payments, GET /v2/payments/{id} with a Bearer test key, and a
 * hosted checkout page at /pay/{id} whose buttons settle the payment, call the webhook with `id=tr_…` (form encoded,
 * as Mollie does) and send the browser back to the redirect URL. Tests may also settle a payment directly.
 */

export interface StandInPayment {
  id: string;
  status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  method: string | null;
}

export interface MollieStandIn {
  url: string;
  apiUrl: string;
  /** The certificate to trust (MOLLIE_CA_FILE or the provider's `extraCa`). */
  certPem: string;
  certFile: string;
  apiKey: string;
  payments: Map<string, StandInPayment>;
  /** How many webhook calls the stand-in made, per payment id. */
  webhookCalls: Map<string, number>;
  /** Sets the status and calls the webhook, as Mollie does after the customer acts. */
  settle(id: string, status: StandInPayment['status'], method?: string): Promise<number>;
  close(): Promise<void>;
}

function certificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/hal+json' });
  res.end(JSON.stringify(value));
};
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startMollieStandIn(apiKey = `test_${randomBytes(15).toString('hex')}`): Promise<MollieStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'mollie-stand-in-'));
  const { key, cert, certFile } = certificate(dir);
  const payments = new Map<string, StandInPayment>();
  const webhookCalls = new Map<string, number>();
  let base = '';

  const present = (p: StandInPayment) => ({
    resource: 'payment',
    ...p,
    _links: { self: { href: `${base}/v2/payments/${p.id}` }, ...(p.status === 'open' ? { checkout: { href: `${base}/pay/${p.id}` } } : {}) },
  });

  async function settle(id: string, status: StandInPayment['status'], method = 'bancontact'): Promise<number> {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
    payment.method = method;
    webhookCalls.set(id, (webhookCalls.get(id) ?? 0) + 1);
    const res = await fetch(payment.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${encodeURIComponent(id)}` });
    return res.status;
  }

  const server = createServer({ key, cert }, (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      // A browser on the hosted page asks for an icon; an empty answer keeps its console clean.
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204);
        return res.end();
      }
      const pay = /^\/pay\/(tr_[A-Za-z0-9]+)$/.exec(url.pathname);
      if (pay) {
        const payment = payments.get(pay[1]);
        if (!payment) return json(res, 404, { status: 404, title: 'Not Found' });
        if (req.method === 'POST') {
          const outcome = new URLSearchParams(await body(req)).get('outcome');
          await settle(payment.id, outcome === 'paid' ? 'paid' : outcome === 'canceled' ? 'canceled' : 'failed');
          res.writeHead(303, { location: payment.redirectUrl });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><title>Mollie test payment</title><h1>Test payment ${escape(payment.amount.value)} EUR</h1>
<p>${escape(payment.description)}</p><form method="post"><button name="outcome" value="paid">Pay with Bancontact</button>
<button name="outcome" value="failed">Fail</button><button name="outcome" value="canceled">Cancel</button></form>`);
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(res, 401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication, or failed to authenticate' });
      if (req.method === 'POST' && url.pathname === '/v2/payments') {
        const input = JSON.parse(await body(req)) as Partial<StandInPayment>;
        if (!input.amount || !/^\d+\.\d{2}$/.test(input.amount.value) || !input.redirectUrl || !input.description) {
          return json(res, 422, { status: 422, title: 'Unprocessable Entity', detail: 'The amount, description and redirectUrl are required' });
        }
        const id = `tr_${randomBytes(6).toString('hex')}`;
        const payment: StandInPayment = { id, status: 'open', amount: input.amount, description: input.description, redirectUrl: input.redirectUrl, webhookUrl: input.webhookUrl ?? '', metadata: input.metadata ?? null, method: null };
        payments.set(id, payment);
        return json(res, 201, present(payment));
      }
      const get = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)$/.exec(url.pathname);
      if (req.method === 'GET' && get) {
        const payment = payments.get(get[1]);
        return payment ? json(res, 200, present(payment)) : json(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
      }
      json(res, 404, { status: 404, title: 'Not Found' });
    })().catch((error: unknown) => json(res, 500, { status: 500, title: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    apiUrl: `${base}/v2/`,
    certPem: cert,
    certFile,
    apiKey,
    payments,
    webhookCalls,
    settle,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
