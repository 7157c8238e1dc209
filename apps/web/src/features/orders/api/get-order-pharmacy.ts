import { useQuery } from '@tanstack/react-query';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** The cache key the pharmacy directory uses for one pharmacy, so a pharmacy chosen there is not asked for again. */
export const orderPharmacyKey = (id: string | null) => ['pharmacies', 'one', id] as const;

/** GET /api/pharmacies/:id: the order form needs the chosen pharmacy's home-delivery policy. */
export function getOrderPharmacy(id: string, signal?: AbortSignal): Promise<Pharmacy> {
  return api<Pharmacy>(`/api/pharmacies/${encodeURIComponent(id)}`, { signal });
}

export function useOrderPharmacy(id: string | null) {
  return useQuery({
    queryKey: orderPharmacyKey(id),
    queryFn: ({ signal }) => getOrderPharmacy(id!, signal),
    enabled: id !== null && id !== '',
    staleTime: 60_000,
  });
}
