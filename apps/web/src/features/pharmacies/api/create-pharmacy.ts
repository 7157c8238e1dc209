import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pharmacy, PharmacyCreateInput } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** POST /api/pharmacies (admin): 201 with the new pharmacy. */
export function createPharmacy(body: PharmacyCreateInput): Promise<Pharmacy> {
  return api<Pharmacy>('/api/pharmacies', { method: 'POST', body });
}

export function useCreatePharmacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPharmacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] }),
  });
}
