import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderForm, OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { api } from '../../../lib/api-client';

/**
 * POST /api/orders. The idempotency key belongs to one filled-in form: a double click or a retry after a network
 * error sends the same key, and the server answers with the order it already created.
 */
export function submitOrder(form: OrderForm | OrderFormInput, idempotencyKey: string): Promise<OrderDetail> {
  return api<OrderDetail>('/api/orders', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: { form: OrderForm | OrderFormInput; idempotencyKey: string }) =>
      submitOrder(form, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
