import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { ApiRequestError, api } from '../../../lib/api-client';

export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', 'detail', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
    // An order one may not see answers 404: asking again changes nothing.
    retry: (count, error) =>
      !(error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}

export function useOrder(id: string) {
  return useQuery({ ...getOrderQueryOptions(id), enabled: id.length > 0 });
}
