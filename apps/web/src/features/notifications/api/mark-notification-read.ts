import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationList, NotificationUnread } from '@pharmacy/shared/schemas/notification';
import { api } from '../../../lib/api-client';
import { notificationListQueryKey } from './get-notifications';

export function markNotificationRead(id: string): Promise<NotificationUnread> {
  return api<NotificationUnread>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** Marks the item read in the pages already shown and takes the server's new unread count. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }, id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationList, string | undefined>>(notificationListQueryKey, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) => (item.id === id && !item.readAt ? { ...item, readAt: now } : item)),
          })),
        },
      );
    },
  });
}
