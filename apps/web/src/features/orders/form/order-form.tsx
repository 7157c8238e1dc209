import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { useOrderUploads } from './use-order-uploads';
import type { OrderFormStart } from './order-form-values';
import { OrderConfirmation } from './order-confirmation';
import { OrderFormBody } from './order-form-body';
import type { CatalogueChoice } from './order-form-medicines';
import type { PharmacySlotProps } from './order-form-pharmacy';

export type { CatalogueChoice } from './order-form-medicines';
export type { PharmacySlotProps } from './order-form-pharmacy';

export interface OrderFormProps {
  /** `customer`: the patient orders online. `counter`: pharmacy staff record an order taken at the counter or by phone. */
  mode: 'customer' | 'counter';
  /** Starting values: the signed-in profile's contact, or a past order for "order again". */
  start?: OrderFormStart;
  /** Counter mode: the staff's pharmacy, fixed. */
  fixedPharmacy?: Pharmacy;
  /** The catalogue search (features/catalogue), composed by the route. */
  renderMedicineSearch: (add: (choice: CatalogueChoice) => void) => ReactNode;
  /** The pharmacy directory picker (features/pharmacies), composed by the route; customer mode. */
  renderPharmacyPicker?: (props: PharmacySlotProps) => ReactNode;
  /** Links shown with the confirmation (e.g. to the customer's orders or the desk's order page). */
  renderDoneActions: (order: OrderDetail) => ReactNode;
}

/**
 * The medicine order form of SPEC §3, then its confirmation: the order's reference and the upload of the chosen
 * prescription files, which start once the order exists. "New order" starts a fresh form with a new key.
 */
export function OrderForm({ renderDoneActions, ...props }: OrderFormProps) {
  const [created, setCreated] = useState<OrderDetail | null>(null);
  const [round, setRound] = useState(0);
  const uploads = useOrderUploads();

  if (created) {
    return (
      <OrderConfirmation
        order={created}
        counter={props.mode === 'counter'}
        uploads={uploads.items}
        onRetryUpload={(index) => void uploads.retry(created.id, index)}
        actions={renderDoneActions(created)}
        onNewOrder={() => {
          setCreated(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return (
    <OrderFormBody
      key={round}
      {...props}
      onCreated={(order, files) => {
        setCreated(order);
        void uploads.start(order.id, files);
      }}
    />
  );
}
