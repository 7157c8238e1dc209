import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileUpdateInput, Person } from '@pharmacy/shared/schemas/accounts';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { personQueryKey } from './get-person';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: OwnProfileUpdateInput): Promise<Person> {
  return api<Person>('/api/me', { method: 'PATCH', body });
}

/** Saving updates both the session's profile (name in the header, language) and the full person. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (person) => {
      queryClient.setQueryData<UserProfile | null>(profileQueryKey, (current) => (current ? { ...current, ...person } : person));
      queryClient.setQueryData(personQueryKey, person);
    },
  });
}
