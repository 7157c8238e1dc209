import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageUploadResult } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { personQueryKey } from './get-person';

/** POST (multipart `file`) or DELETE /api/me/avatar. */
export function setMyAvatar(file: File | null): Promise<ImageUploadResult | undefined> {
  if (!file) return api<undefined>('/api/me/avatar', { method: 'DELETE' });
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>('/api/me/avatar', { method: 'POST', body });
}

export function useMyAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQueryKey }),
  });
}
