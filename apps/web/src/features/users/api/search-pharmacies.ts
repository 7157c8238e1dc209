import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** The public directory, searched by name or city, to link a pharmacy account to its pharmacy. */
export function searchPharmacies(q: string, signal?: AbortSignal): Promise<{ items: Pharmacy[] }> {
  return api<{ items: Pharmacy[] }>('/api/pharmacies', { query: { q: q || undefined, limit: 20 }, signal });
}

export function pharmacySearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['pharmacies', 'user-link', q] as const,
    queryFn: ({ signal }) => searchPharmacies(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePharmacySearch(q: string, enabled: boolean) {
  return useQuery({ ...pharmacySearchQueryOptions(q), enabled });
}
