import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountCreateInput } from '@pharmacy/shared/schemas/shop-discount';
import { api } from '../lib/api-client';

/** A pharmacy's discount codes: GET, POST and DELETE /api/shop/discounts. */
const key = ['shop-discounts'] as const;

export function useDiscounts() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<{ items: Discount[] }>('/api/shop/discounts', { signal }) });
}

export function useCreateDiscount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCreateInput) => api<Discount>('/api/shop/discounts', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteDiscount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/shop/discounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
