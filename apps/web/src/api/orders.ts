import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderForm, OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import type {
  OrderDetail,
  OrderFile,
  OrderLinesUpdate,
  OrderList,
  OrderListQueryInput,
  OrderTransition,
} from '@pharmacy/shared/schemas/order';
import { ApiRequestError, api } from '../lib/api-client';

/** The orders resource: /api/orders, an order's transitions, lines and prescription files. */

export type OrderListFilters = Omit<OrderListQueryInput, 'cursor' | 'limit'> & { limit?: number };

/** Every orders query starts with 'orders': a live `order.updated` event refetches them all. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

// ---- fetchers ----

/** GET /api/orders: only the orders the caller may see (own, their pharmacy's, assigned to them, or all for admins). */
export function listOrders(filters: OrderListFilters, cursor: string | undefined, signal?: AbortSignal): Promise<OrderList> {
  return api<OrderList>('/api/orders', { query: { ...filters, cursor }, signal });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api<OrderDetail>(orderPath(id), { signal });
}

/**
 * POST /api/orders. The idempotency key belongs to one filled-in form: a double click or a retry after a network
 * error sends the same key, and the server answers with the order it already created.
 */
export function submitOrder(form: OrderForm | OrderFormInput, idempotencyKey: string): Promise<OrderDetail> {
  return api<OrderDetail>('/api/orders', { method: 'POST', body: form, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/orders/:id/transitions: 409 carries the lifecycle's reason, 400 the field messages. */
export function transitionOrder(id: string, transition: OrderTransition): Promise<OrderDetail> {
  return api<OrderDetail>(`${orderPath(id)}/transitions`, { method: 'POST', body: transition });
}

/** PUT /api/orders/:id/lines: the pharmacy edits lines and prices while the order is submitted or accepted. */
export function updateOrderLines(id: string, update: OrderLinesUpdate): Promise<OrderDetail> {
  return api<OrderDetail>(`${orderPath(id)}/lines`, { method: 'PUT', body: update });
}

/** POST /api/orders/:id/files (multipart, field `file`): a prescription photo or PDF, checked by content on the server. */
export function uploadOrderFile(orderId: string, file: File): Promise<OrderFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<OrderFile>(`${orderPath(orderId)}/files`, { method: 'POST', body });
}

export function orderFileUrl(orderId: string, fileId: string): string {
  return `${orderPath(orderId)}/files/${encodeURIComponent(fileId)}`;
}

// ---- queries ----

export function orderListQueryOptions(filters: OrderListFilters) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listOrders(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Pages of orders; the previous filter's rows stay on screen while the next load. */
export function useOrderList(filters: OrderListFilters) {
  return useInfiniteQuery({ ...orderListQueryOptions(filters), placeholderData: keepPreviousData });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // An order one may not see answers 404: asking again changes nothing.
    retry: (count, error) =>
      !(error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}

export function useOrder(id: string) {
  return useQuery({ ...orderQueryOptions(id), enabled: id.length > 0 });
}

// ---- mutations ----

/** The order as the server answered replaces its cached copy; the lists (counts, statuses) are asked again. */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
}

export function useSubmitOrder() {
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: { form: OrderForm | OrderFormInput; idempotencyKey: string }) =>
      submitOrder(form, idempotencyKey),
    onSuccess: useStoreOrder(),
  });
}

export function useTransitionOrder(id: string) {
  return useMutation({
    mutationFn: (transition: OrderTransition) => transitionOrder(id, transition),
    onSuccess: useStoreOrder(),
  });
}

export function useUpdateOrderLines(id: string) {
  return useMutation({
    mutationFn: (update: OrderLinesUpdate) => updateOrderLines(id, update),
    onSuccess: useStoreOrder(),
  });
}
