import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderList, OrderListQueryInput } from '@pharmacy/shared/schemas/order';
import { api } from '../../../lib/api-client';

export type OrderListFilters = Omit<OrderListQueryInput, 'cursor' | 'limit'> & { limit?: number };

/** GET /api/orders: only the orders the caller may see (own, their pharmacy's, assigned to them, or all for admins). */
export function listOrders(
  filters: OrderListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<OrderList> {
  return api<OrderList>('/api/orders', { query: { ...filters, cursor }, signal });
}

export function listOrdersQueryOptions(filters: OrderListFilters) {
  return infiniteQueryOptions({
    // Live events invalidate every key under ['orders'].
    queryKey: ['orders', 'list', filters] as const,
    queryFn: ({ pageParam, signal }) => listOrders(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Pages of orders; the previous filter's rows stay on screen while the next load. */
export function useOrders(filters: OrderListFilters) {
  return useInfiniteQuery({ ...listOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}
