import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pharmacy, PharmacyUpdateInput } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** PATCH /api/pharmacies/:id: only the fields sent change; identity fields are refused (403) to staff. */
export function updatePharmacy(id: string, body: PharmacyUpdateInput): Promise<Pharmacy> {
  return api<Pharmacy>(`/api/pharmacies/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdatePharmacy(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PharmacyUpdateInput) => updatePharmacy(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] }),
  });
}
