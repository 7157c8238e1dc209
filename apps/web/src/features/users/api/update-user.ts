import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UserUpdateInput } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** PATCH /api/admin/accounts/:uid; a new name gives a new slug. */
export function updateUser({ uid, body }: { uid: string; body: UserUpdateInput }): Promise<Person> {
  return api<Person>(`/api/admin/accounts/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
