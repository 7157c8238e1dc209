/**
 * Online payment behind one interface (docs/PRODUCT.md "online card payment goes through a provider interface"):
 * Mollie today (mollie.ts). A payment is believed only as the provider answers it to the server, never from the
 * browser's return, so the webhook only names the payment and `get` asks the provider what became of it.
 */

/** Mollie's payment statuses; `paid` is the only one that makes an order. */
export type ProviderStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export interface NewPayment {
  amountCents: number;
  /** Shown on the provider's page and the bank statement. */
  description: string;
  /** Where the provider sends the customer back: /payment?checkout={id}. */
  redirectUrl: string;
  /** Where the provider tells the server that something happened (it names the payment only). */
  webhookUrl: string;
  checkoutId: string;
  locale: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amountCents: number;
  /** The page the customer pays on, while the payment is open. */
  checkoutUrl: string | null;
  /** Our checkout's id, as we gave it when creating the payment. */
  checkoutId: string | null;
}

export interface PaymentProvider {
  readonly name: 'mollie';
  create(payment: NewPayment): Promise<ProviderPayment>;
  get(id: string): Promise<ProviderPayment>;
}

/** The provider could not be reached or refused the call: the checkout gives its stock back and says so. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}
