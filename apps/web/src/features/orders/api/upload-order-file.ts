import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderFile } from '@pharmacy/shared/schemas/order';
import { api } from '../../../lib/api-client';

/** POST /api/orders/:id/files (multipart, field `file`): a prescription photo or PDF, checked by content on the server. */
export function uploadOrderFile(orderId: string, file: File): Promise<OrderFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<OrderFile>(`/api/orders/${encodeURIComponent(orderId)}/files`, { method: 'POST', body });
}

export function orderFileUrl(orderId: string, fileId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileId)}`;
}

export function useUploadOrderFile(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadOrderFile(orderId, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', orderId] }),
  });
}
