import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationList, NotificationUnread } from '@pharmacy/shared/schemas/notification';
import { api } from '../../../lib/api-client';
import { notificationListQueryKey } from './get-notifications';

export function markAllNotificationsRead(): Promise<NotificationUnread> {
  return api<NotificationUnread>('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationList, string | undefined>>(notificationListQueryKey, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) => (item.readAt ? item : { ...item, readAt: now })),
          })),
        },
      );
    },
  });
}
