import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import type { Role } from '@pharmacy/shared/roles';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** What an admin decides about one account; each is one endpoint, and the person hears about it. */
export type AccountAction =
  | { kind: 'approve'; uid: string; message?: string; pharmacyId?: string }
  | { kind: 'refuse'; uid: string; message: string }
  | { kind: 'suspend'; uid: string; message?: string }
  | { kind: 'reactivate'; uid: string; message?: string }
  | { kind: 'role'; uid: string; role: Role }
  | { kind: 'anonymise'; uid: string };

export function runAccountAction(action: AccountAction): Promise<Person | undefined> {
  const base = `/api/admin/accounts/${encodeURIComponent(action.uid)}`;
  switch (action.kind) {
    case 'role':
      return api<Person>(`${base}/role`, { method: 'PUT', body: { role: action.role } });
    case 'anonymise':
      return api<undefined>(`${base}/anonymise`, { method: 'POST' });
    case 'approve':
      return api<Person>(`${base}/approve`, {
        method: 'POST',
        body: { ...(action.message ? { message: action.message } : {}), ...(action.pharmacyId ? { pharmacyId: action.pharmacyId } : {}) },
      });
    default: {
      const { kind, message } = action;
      return api<Person>(`${base}/${kind}`, { method: 'POST', body: message ? { message } : {} });
    }
  }
}

export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAccountAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
