import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderFile } from '@pharmacy/shared/schemas/order';
import { orderKeys, uploadOrderFile } from '../../../api/orders';

export interface UploadItem {
  file: File;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  result?: OrderFile;
  error?: unknown;
}

/**
 * The prescription files of a new order, sent one after the other once the order exists (the server checks each by
 * content). Each keeps its own outcome, so one refused file does not hide the others and can be sent again.
 */
export function useOrderUploads() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const update = (index: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const sendOne = useCallback(
    async (orderId: string, file: File, index: number) => {
      update(index, { status: 'sending', error: undefined });
      try {
        update(index, { status: 'done', result: await uploadOrderFile(orderId, file) });
      } catch (error) {
        update(index, { status: 'failed', error });
      }
    },
    [],
  );

  const start = useCallback(
    async (orderId: string, files: readonly File[]) => {
      setItems(files.map((file) => ({ file, status: 'waiting' })));
      for (const [index, file] of files.entries()) await sendOne(orderId, file, index);
      if (files.length > 0) await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    [queryClient, sendOne],
  );

  const retry = useCallback(
    async (orderId: string, index: number) => {
      const item = items[index];
      if (!item) return;
      await sendOne(orderId, item.file, index);
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    [items, queryClient, sendOne],
  );

  return { items, start, retry };
}
