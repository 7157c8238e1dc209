import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageUploadResult } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

function avatarPath(uid: string) {
  return `/api/admin/accounts/${encodeURIComponent(uid)}/avatar`;
}

/** POST (multipart `file`) or DELETE /api/admin/accounts/:uid/avatar. */
export function setUserAvatar({ uid, file }: { uid: string; file: File | null }): Promise<ImageUploadResult | undefined> {
  if (!file) return api<undefined>(avatarPath(uid), { method: 'DELETE' });
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>(avatarPath(uid), { method: 'POST', body });
}

export function useUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
