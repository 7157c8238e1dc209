import { useRef } from 'react';
import type { OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { useSubmitOrder } from '../../../api/orders';
import { newIdempotencyKey } from './idempotency-key';

/**
 * Sends the order form with one Idempotency-Key per filled-in form. The key survives errors, so a retry after a
 * network failure (the order may exist already) is answered with that same order; a second click while the first
 * request is on its way joins it instead of sending again. `renewKey` starts a new order on purpose.
 */
export function useOrderSubmission() {
  const mutation = useSubmitOrder();
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<OrderDetail> | null>(null);

  const send = (form: OrderForm): Promise<OrderDetail> => {
    if (inFlight.current) return inFlight.current;
    key.current ??= newIdempotencyKey();
    const request = mutation.mutateAsync({ form, idempotencyKey: key.current }).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = request;
    return request;
  };

  return {
    send,
    /** Forget the key: the next send is a new order (after a success, or when the person asks for a new order). */
    renewKey: () => {
      key.current = null;
    },
    isPending: mutation.isPending,
  };
}
