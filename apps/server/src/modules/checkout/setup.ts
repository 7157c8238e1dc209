import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Job } from '../../lib/jobs';
import { expireOpenCheckouts } from './confirm';
import { mollieProvider } from './payments/mollie';
import type { PaymentProvider } from './payments/provider';

/** The payment provider the configuration names (MOLLIE_*), or null: then only "pay at the pharmacy" is offered. */
export function paymentProvider(env: Env): PaymentProvider | null {
  if (!env.MOLLIE_API_KEY) return null;
  return mollieProvider({
    apiKey: env.MOLLIE_API_KEY,
    apiUrl: env.MOLLIE_API_URL,
    extraCa: env.MOLLIE_CA_FILE ? readFileSync(env.MOLLIE_CA_FILE, 'utf8') : undefined,
  });
}

/** Open online checkouts past their hold give their stock back (a lost webhook is asked about once more first). */
export const checkoutExpiryJob = (db: Db, provider: PaymentProvider | null): Job => ({
  name: 'checkout expiry',
  everyMs: 60 * 1000,
  run: () => expireOpenCheckouts(db, provider),
});
