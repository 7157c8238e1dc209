import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UserUpdateInput } from '@pharmacy/shared/schemas/accounts';
import type { ShipperAdminUpdateInput, ShipperCreateInput, ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';

/** POST /api/shippers (admin): an active courier account; the courier sets a password from an e-mail. */
export function createShipper(body: ShipperCreateInput): Promise<ShipperRow> {
  return api<ShipperRow>('/api/shippers', { method: 'POST', body });
}

/** PATCH /api/shippers/:uid (admin): working phone, vehicle, availability, pharmacies served. */
export function updateShipper(uid: string, body: ShipperAdminUpdateInput): Promise<ShipperRow> {
  return api<ShipperRow>(`/api/shippers/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/** PATCH /api/admin/accounts/:uid (admin): the person's names, phone, language and address. */
export function updateAccount(uid: string, body: UserUpdateInput): Promise<Person> {
  return api<Person>(`/api/admin/accounts/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

function useInvalidateShippers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['shippers'] });
}

export function useCreateShipper() {
  return useMutation({ mutationFn: createShipper, onSuccess: useInvalidateShippers() });
}

export function useUpdateShipper(uid: string) {
  return useMutation({
    mutationFn: (body: ShipperAdminUpdateInput) => updateShipper(uid, body),
    onSuccess: useInvalidateShippers(),
  });
}

export function useUpdateShipperAccount(uid: string) {
  return useMutation({
    mutationFn: (body: UserUpdateInput) => updateAccount(uid, body),
    onSuccess: useInvalidateShippers(),
  });
}
