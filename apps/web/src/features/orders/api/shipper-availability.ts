import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shipper, ShipperUpdateInput } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';

const myShipperKey = ['shippers', 'me'] as const;

/** GET /api/shippers/me: the signed-in shipper's availability, vehicle and pharmacies. */
export function getMyShipper(signal?: AbortSignal): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { signal });
}

export function myShipperQueryOptions() {
  return queryOptions({ queryKey: myShipperKey, queryFn: ({ signal }) => getMyShipper(signal) });
}

export function useMyShipper() {
  return useQuery(myShipperQueryOptions());
}

/** PATCH /api/shippers/me: only the fields sent change (here, mostly `available`). */
export function updateMyShipper(update: ShipperUpdateInput): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { method: 'PATCH', body: update });
}

export function useUpdateMyShipper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyShipper,
    onSuccess: (shipper) => queryClient.setQueryData(myShipperKey, shipper),
  });
}
