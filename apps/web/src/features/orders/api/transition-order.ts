import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderTransition } from '@pharmacy/shared/schemas/order';
import { api } from '../../../lib/api-client';

/** POST /api/orders/:id/transitions: 409 carries the lifecycle's reason, 400 the field messages. */
export function transitionOrder(id: string, transition: OrderTransition): Promise<OrderDetail> {
  return api<OrderDetail>(`/api/orders/${encodeURIComponent(id)}/transitions`, { method: 'POST', body: transition });
}

export function useTransitionOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: OrderTransition) => transitionOrder(id, transition),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
