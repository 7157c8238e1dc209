import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PharmacyShipperList } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';

/** The most a pharmacy's list answers in one page: enough to choose from in the assign dialog. */
const SHIPPERS_PAGE = 100;

/** GET /api/pharmacies/:id/shippers: the couriers delivering for the pharmacy, available first, with the staff flag. */
export function listPharmacyShippers(pharmacyId: string, signal?: AbortSignal): Promise<PharmacyShipperList> {
  return api<PharmacyShipperList>(`/api/pharmacies/${encodeURIComponent(pharmacyId)}/shippers`, {
    query: { limit: SHIPPERS_PAGE },
    signal,
  });
}

export function pharmacyShippersQueryOptions(pharmacyId: string) {
  return queryOptions({
    queryKey: ['shippers', 'of-pharmacy', pharmacyId] as const,
    queryFn: ({ signal }) => listPharmacyShippers(pharmacyId, signal),
  });
}

/** Availability changes by the minute: asked afresh each time the dialog opens. */
export function usePharmacyShippers(pharmacyId: string, enabled: boolean) {
  return useQuery({
    ...pharmacyShippersQueryOptions(pharmacyId),
    enabled: enabled && pharmacyId.length > 0,
    staleTime: 0,
  });
}
