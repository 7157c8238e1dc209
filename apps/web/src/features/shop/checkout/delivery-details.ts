import type { CheckoutOptions, DeliveryChoice } from '@pharmacy/shared/schemas/shop-checkout';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { isPostcode } from '../utils/shop-url-filters';

/** What the delivery step asks (the reducer keeps the fee and the billing address; the rest is the order's). */
export interface Address {
  street: string;
  postalCode: string;
  city: string;
}

export interface DeliveryDetails {
  delivery: DeliveryChoice;
  address: Address;
  billing: Address & { name: string };
  phone: string;
}

export const emptyDelivery = (user: UserProfile | null): DeliveryDetails => ({
  delivery: 'collect',
  address: { street: '', postalCode: '', city: '' },
  billing: { name: user?.displayName ?? '', street: '', postalCode: '', city: '' },
  phone: user?.phone ?? '',
});

/** The contract's phone rule (shop-checkout.ts). */
const PHONE = /^\+?[0-9 ./()-]{8,20}$/;

/** Field path → validation key, as the server would answer; empty when the step may go on. */
export function deliveryErrors(details: DeliveryDetails, options: CheckoutOptions | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (path: string, value: string) => {
    if (!value.trim()) errors[path] = 'validation.required';
  };
  const address = (prefix: string, a: Address) => {
    required(`${prefix}.street`, a.street);
    required(`${prefix}.city`, a.city);
    if (!isPostcode(a.postalCode)) errors[`${prefix}.postalCode`] = a.postalCode.trim() ? 'validation.postcode' : 'validation.required';
  };
  if (details.delivery === 'home') {
    address('address', details.address);
    const served = options?.homeDelivery?.postcodes;
    if (served && isPostcode(details.address.postalCode) && !served.includes(details.address.postalCode.trim())) {
      errors['address.postalCode'] = 'validation.deliveryArea';
    }
  }
  required('billing.name', details.billing.name);
  address('billing', details.billing);
  if (!PHONE.test(details.phone.trim())) errors.phone = details.phone.trim() ? 'validation.phone' : 'validation.required';
  return errors;
}
