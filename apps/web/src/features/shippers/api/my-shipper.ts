import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shipper, ShipperUpdateInput } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';

// The same cache entry as the delivery list's availability switch.
const myShipperKey = ['shippers', 'me'] as const;

/** GET /api/shippers/me: the signed-in courier's phone, vehicle, availability and pharmacies. */
export function getMyShipper(signal?: AbortSignal): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { signal });
}

export function myShipperQueryOptions(enabled = true) {
  return queryOptions({ queryKey: myShipperKey, queryFn: ({ signal }) => getMyShipper(signal), enabled });
}

export function useMyShipper(enabled = true) {
  return useQuery(myShipperQueryOptions(enabled));
}

/** PATCH /api/shippers/me: only the fields sent change. */
export function updateMyShipper(update: ShipperUpdateInput): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { method: 'PATCH', body: update });
}

export function useUpdateMyShipper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyShipper,
    onSuccess: (shipper) => {
      queryClient.setQueryData(myShipperKey, shipper);
      void queryClient.invalidateQueries({ queryKey: ['shippers', 'profile'] });
    },
  });
}
