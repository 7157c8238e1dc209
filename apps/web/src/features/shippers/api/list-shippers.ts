import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ShipperList, ShipperListQuery } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';
import { filtersToQuery, type ShipperFilters } from '../utils/shipper-filters';

export const SHIPPER_PAGE_SIZE = 25;

/** GET /api/shippers: admins see every courier; a pharmacy's staff those delivering for it (no e-mail). */
export function listShippers(query: Partial<ShipperListQuery>, signal?: AbortSignal): Promise<ShipperList> {
  return api<ShipperList>('/api/shippers', { query: { ...query }, signal });
}

export function shipperPageQueryOptions(filters: ShipperFilters, cursor: string) {
  const query = { ...filtersToQuery(filters), ...(cursor ? { cursor } : {}), limit: SHIPPER_PAGE_SIZE };
  return queryOptions({
    queryKey: ['shippers', 'page', query] as const,
    queryFn: ({ signal }) => listShippers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShipperPage(filters: ShipperFilters, cursor: string) {
  return useQuery(shipperPageQueryOptions(filters, cursor));
}

export function useShipperPages(filters: ShipperFilters) {
  const query = filtersToQuery(filters);
  return useInfiniteQuery({
    queryKey: ['shippers', 'cards', query] as const,
    queryFn: ({ pageParam, signal }) =>
      listShippers({ ...query, ...(pageParam ? { cursor: pageParam } : {}), limit: SHIPPER_PAGE_SIZE }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
