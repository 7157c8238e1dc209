import type { CheckoutRequestInput, PaymentMethod } from '@pharmacy/shared/schemas/shop-checkout';
import type { CheckoutState } from '@pharmacy/shared/shop/checkout';
import type { DeliveryDetails } from './delivery-details';

/** The purchase as POST /api/checkout takes it: the lines and picks (the server prices them), the choices, the total seen. */
export function toCheckoutRequest(checkout: CheckoutState, details: DeliveryDetails, payment: PaymentMethod): CheckoutRequestInput {
  const trim = <T extends Record<string, string>>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim()])) as T;
  return {
    pharmacyId: checkout.cart[0]?.pharmacyId ?? '',
    items: checkout.cart.map((item) => ({ id: item.id, quantity: item.quantity, colors: item.colors })),
    delivery: details.delivery,
    ...(details.delivery === 'home' ? { address: trim({ ...details.address }) } : {}),
    billing: { ...trim({ ...details.billing }), country: 'BE', vatNumber: null, email: checkout.billing?.email ?? null },
    phone: details.phone.trim(),
    ...(checkout.discountCode ? { discountCode: checkout.discountCode.code } : {}),
    payment,
    expectedTotalCents: checkout.total,
  };
}
