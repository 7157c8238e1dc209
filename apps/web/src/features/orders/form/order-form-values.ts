import { ORDER_FORM_DEFAULTS, type OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import type { OrderAddress } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';

/** One medicine line while the form is filled: a catalogue medicine (CIS code) or free text. */
export interface OrderLineValues {
  cis: string | null;
  name: string;
  quantity: number;
}

type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Every SPEC field with a value (the schema's input, defaults applied), as react-hook-form holds it. */
export type OrderFormValues = Omit<Filled<OrderFormInput>, 'medicines' | 'address'> & {
  medicines: OrderLineValues[];
  address: OrderAddress;
};

/** What the form knows about a catalogue line beyond its CIS code: whether the law needs a prescription for it. */
export type PrescriptionOnlyMap = Record<string, boolean>;

/** A starting point for the form: its values plus what is known of the catalogue lines in them. */
export interface OrderFormStart {
  values: Partial<OrderFormValues>;
  prescriptionOnly?: PrescriptionOnlyMap;
}

export function orderFormValues(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  const defaults: OrderFormValues = {
    ...ORDER_FORM_DEFAULTS,
    prescription_type: ORDER_FORM_DEFAULTS.prescription_type,
    delivery_type: ORDER_FORM_DEFAULTS.delivery_type,
    address: { ...ORDER_FORM_DEFAULTS.address },
    rid: [],
    medicines: [],
  };
  return { ...defaults, ...overrides };
}

/** "Order again": the same pharmacy, medicines, delivery type and address as a past order; the rest starts afresh. */
export function orderAgainStart(order: OrderDetail): OrderFormStart {
  const prescriptionOnly: PrescriptionOnlyMap = {};
  for (const line of order.lines) if (line.cis) prescriptionOnly[line.cis] = line.requiresPrescription;
  return {
    values: {
      pharmacy: order.pharmacy.id,
      // The way of presenting a prescription usually stays; e-prescription codes are new each time.
      prescription_type: order.prescriptionType,
      with_prescription: order.prescriptionType !== 'no_prescription',
      without_prescription: order.prescriptionType === 'no_prescription',
      medicines: order.lines.map((line) => ({ cis: line.cis, name: line.name, quantity: line.quantity })),
      delivery_type: order.deliveryType,
      address: order.deliveryType === 'neighbour' ? { ...order.address } : { street: '', postal_code: '', city: '' },
    },
    prescriptionOnly,
  };
}
