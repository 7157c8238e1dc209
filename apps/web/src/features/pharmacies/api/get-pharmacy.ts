import { useQuery } from '@tanstack/react-query';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

export function getPharmacy(id: string, signal?: AbortSignal): Promise<Pharmacy> {
  return api<Pharmacy>(`/api/pharmacies/${encodeURIComponent(id)}`, { signal });
}

/** One pharmacy by id; idle while `id` is null (e.g. the chosen pharmacy is already in the list on screen). */
export function usePharmacy(id: string | null) {
  return useQuery({
    queryKey: ['pharmacies', 'one', id] as const,
    queryFn: ({ signal }) => getPharmacy(id!, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
