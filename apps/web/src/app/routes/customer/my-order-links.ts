import { paths } from '../../../config/paths';

/** `/my/order?again=<id>`: the order form starting from a past order. */
export const ORDER_AGAIN_PARAM = 'again';
/** `/my/dashboard?order=<id>`: the customer's orders with that one open. */
export const OPEN_ORDER_PARAM = 'order';

export function myOrderHref(orderId: string): string {
  return `${paths.my.dashboard}?${new URLSearchParams({ [OPEN_ORDER_PARAM]: orderId })}`;
}

export function orderAgainHref(orderId: string): string {
  return `${paths.my.order}?${new URLSearchParams({ [ORDER_AGAIN_PARAM]: orderId })}`;
}

/** `/my/dashboard?invoice=<id>`: the customer's dashboard with one of their invoices open (read-only). */
export const OPEN_INVOICE_PARAM = 'invoice';

export function myInvoiceHref(invoiceId: string): string {
  return `${paths.my.dashboard}?${new URLSearchParams({ [OPEN_INVOICE_PARAM]: invoiceId })}`;
}
