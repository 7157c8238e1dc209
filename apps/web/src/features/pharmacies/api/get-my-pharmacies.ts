import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** GET /api/pharmacies/mine: the pharmacies the signed-in pharmacy account works for. */
export function getMyPharmacies(signal?: AbortSignal): Promise<{ items: Pharmacy[] }> {
  return api<{ items: Pharmacy[] }>('/api/pharmacies/mine', { signal });
}

// Same key as the order desk's copy: one cache entry for "my pharmacies".
export function myPharmaciesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: ['pharmacies', 'mine'] as const,
    queryFn: ({ signal }) => getMyPharmacies(signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useMyPharmacies(enabled = true) {
  return useQuery(myPharmaciesQueryOptions(enabled));
}
