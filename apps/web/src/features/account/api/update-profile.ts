import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@pharmacy/shared/schemas/auth';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: ProfileUpdate): Promise<UserProfile> {
  return api<UserProfile>('/api/me', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
