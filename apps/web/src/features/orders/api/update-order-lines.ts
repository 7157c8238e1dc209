import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderLinesUpdate } from '@pharmacy/shared/schemas/order';
import { api } from '../../../lib/api-client';

/** PUT /api/orders/:id/lines: the pharmacy edits lines and prices while the order is submitted or accepted. */
export function updateOrderLines(id: string, update: OrderLinesUpdate): Promise<OrderDetail> {
  return api<OrderDetail>(`/api/orders/${encodeURIComponent(id)}/lines`, { method: 'PUT', body: update });
}

export function useUpdateOrderLines(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrderLinesUpdate) => updateOrderLines(id, update),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
