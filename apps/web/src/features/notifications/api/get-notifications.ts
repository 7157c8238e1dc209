import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList, NotificationListQuery } from '@pharmacy/shared/schemas/notification';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every notifications query starts with this key: a live `notification.created` event refetches them all. */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

export function getNotifications(query: Partial<NotificationListQuery>, signal?: AbortSignal): Promise<NotificationList> {
  return api<NotificationList>('/api/notifications', { query: { ...query }, signal });
}

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationListQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
