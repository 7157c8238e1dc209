import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageUploadResult } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/pharmacies/:id/logo (multipart `file`): stored resized; answers the new address. */
export function uploadPharmacyLogo(id: string, file: File): Promise<ImageUploadResult> {
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>(`/api/pharmacies/${encodeURIComponent(id)}/logo`, { method: 'POST', body });
}

export function removePharmacyLogo(id: string): Promise<void> {
  return api<void>(`/api/pharmacies/${encodeURIComponent(id)}/logo`, { method: 'DELETE' });
}

export function usePharmacyLogo(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] });
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadPharmacyLogo(id, file), onSuccess }),
    remove: useMutation({ mutationFn: () => removePharmacyLogo(id), onSuccess }),
  };
}
