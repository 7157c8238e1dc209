import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { NewPayment, PaymentProvider, ProviderPayment, ProviderStatus } from './provider';
import { PaymentProviderError } from './provider';

/**
 * Mollie's Payments API v2 (create, get), spoken over HTTPS with Node's own client: two calls do not need the SDK,
 * and the SDK pins its own 2021 CA bundle in its agent, so nothing (not even NODE_EXTRA_CA_CERTS) lets it reach a
 * local stand-in in tests (docs/decisions/009-payments.md). `extraCa` adds a certificate authority to the usual
 * roots for a stand-in or a company proxy; it never replaces them.
 */
export interface MollieOptions {
  apiKey: string;
  /** Default https://api.mollie.com/v2/. */
  apiUrl?: string;
  extraCa?: string;
  timeoutMs?: number;
}

const STATUSES: readonly ProviderStatus[] = ['open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed'];

/** Mollie writes amounts as strings with two decimals ("12.30"); cents never pass through a float. */
export const mollieAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
export function centsOfMollie(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new PaymentProviderError(`unexpected amount ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

interface MolliePayment {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  metadata?: { checkoutId?: string } | null;
  _links?: { checkout?: { href: string } };
}

function toPayment(body: MolliePayment): ProviderPayment {
  if (typeof body.id !== 'string' || !STATUSES.includes(body.status as ProviderStatus) || body.amount?.currency !== 'EUR') {
    throw new PaymentProviderError('unexpected payment from the provider');
  }
  return {
    id: body.id,
    status: body.status as ProviderStatus,
    amountCents: centsOfMollie(body.amount.value),
    checkoutUrl: body._links?.checkout?.href ?? null,
    checkoutId: typeof body.metadata?.checkoutId === 'string' ? body.metadata.checkoutId : null,
  };
}

export function mollieProvider(options: MollieOptions): PaymentProvider {
  const base = new URL(options.apiUrl ?? 'https://api.mollie.com/v2/');
  if (base.protocol !== 'https:') throw new Error('MOLLIE_API_URL must be https');
  const ca = options.extraCa ? [...rootCertificates, options.extraCa] : undefined;
  const timeout = options.timeoutMs ?? 10_000;

  function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MolliePayment> {
    const url = new URL(path, base.href.endsWith('/') ? base : `${base.href}/`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          ca,
          timeout,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/hal+json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            let parsed: unknown;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              return reject(new PaymentProviderError(`provider answered ${status} without JSON`, status));
            }
            // The error's detail may name the payment, never the customer: it is safe in a log.
            if (status < 200 || status >= 300) return reject(new PaymentProviderError(`provider answered ${status}: ${(parsed as { detail?: string }).detail ?? ''}`, status));
            resolve(parsed as MolliePayment);
          });
        },
      );
      req.on('timeout', () => req.destroy(new PaymentProviderError('provider timed out')));
      req.on('error', (error) => reject(error instanceof PaymentProviderError ? error : new PaymentProviderError(`provider unreachable: ${error.message}`)));
      req.end(payload);
    });
  }

  return {
    name: 'mollie',
    async create(p: NewPayment) {
      return toPayment(
        await call('POST', 'payments', {
          amount: { currency: 'EUR', value: mollieAmount(p.amountCents) },
          description: p.description,
          redirectUrl: p.redirectUrl,
          webhookUrl: p.webhookUrl,
          locale: p.locale,
          method: ['bancontact', 'creditcard'],
          metadata: { checkoutId: p.checkoutId },
        }),
      );
    },
    async get(id: string) {
      // Not a payment's id: Mollie would not know it either.
      if (!/^tr_[A-Za-z0-9]+$/.test(id)) throw new PaymentProviderError('not a payment id', 404);
      return toPayment(await call('GET', `payments/${id}`));
    },
  };
}
