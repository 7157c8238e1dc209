import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserList } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

const staffPath = (pharmacyId: string, uid: string) =>
  `/api/pharmacies/${encodeURIComponent(pharmacyId)}/staff/${encodeURIComponent(uid)}`;

/** PUT /api/pharmacies/:id/staff/:uid (admin): links a pharmacy account to the pharmacy. */
export function linkStaff(pharmacyId: string, uid: string): Promise<void> {
  return api<void>(staffPath(pharmacyId, uid), { method: 'PUT' });
}

/** DELETE /api/pharmacies/:id/staff/:uid (admin). */
export function unlinkStaff(pharmacyId: string, uid: string): Promise<void> {
  return api<void>(staffPath(pharmacyId, uid), { method: 'DELETE' });
}

export function useStaffActions(pharmacyId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] });
  return {
    link: useMutation({ mutationFn: (uid: string) => linkStaff(pharmacyId, uid), onSuccess }),
    unlink: useMutation({ mutationFn: (uid: string) => unlinkStaff(pharmacyId, uid), onSuccess }),
  };
}

/** GET /api/admin/accounts?role=pharmacy&q=: pharmacy accounts an admin may link. */
export function searchPharmacyAccounts(q: string, signal?: AbortSignal): Promise<UserList> {
  return api<UserList>('/api/admin/accounts', { query: { role: 'pharmacy', q, limit: 10 }, signal });
}

export function usePharmacyAccountSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pharmacies', 'account-search', q] as const,
    queryFn: ({ signal }) => searchPharmacyAccounts(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
