import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UserCreateInput } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /api/admin/accounts: 201 with the person, who gets an e-mail to choose a password. */
export function createUser(body: UserCreateInput): Promise<Person> {
  return api<Person>('/api/admin/accounts', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
