import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import { ApiRequestError, api } from '../../../lib/api-client';

/** One medicine by exact name or CIS code. */
export function getMedicine(name: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>('/api/products/product', { query: { name }, signal });
}

export function getMedicineQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['catalogue', 'medicine', name] as const,
    queryFn: ({ signal }) => getMedicine(name, signal),
    staleTime: 60_000,
    // An unknown medicine stays unknown: asking again only delays the "not found" page.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

export function useMedicine(name: string) {
  return useQuery({ ...getMedicineQueryOptions(name), enabled: name.trim().length > 0 });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
