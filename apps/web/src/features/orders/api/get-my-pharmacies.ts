import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** GET /api/pharmacies/mine: the pharmacies the signed-in pharmacy account works for (a counter order is for one). */
export function getMyPharmacies(signal?: AbortSignal): Promise<{ items: Pharmacy[] }> {
  return api<{ items: Pharmacy[] }>('/api/pharmacies/mine', { signal });
}

export function myPharmaciesQueryOptions() {
  return queryOptions({
    queryKey: ['pharmacies', 'mine'] as const,
    queryFn: ({ signal }) => getMyPharmacies(signal),
    staleTime: 60_000,
  });
}

export function useMyPharmacies() {
  return useQuery(myPharmaciesQueryOptions());
}
