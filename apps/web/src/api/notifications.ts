import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationList, NotificationListQuery, NotificationUnread } from '@pharmacy/shared/schemas/notification';
import { api } from '../lib/api-client';

/** The signed-in person's in-app notifications (/api/notifications). */

/** Every notifications query starts with 'notifications': a live `notification.created` event refetches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

// ---- fetchers ----

export function getNotifications(query: Partial<NotificationListQuery>, signal?: AbortSignal): Promise<NotificationList> {
  return api<NotificationList>('/api/notifications', { query: { ...query }, signal });
}

export function markNotificationRead(id: string): Promise<NotificationUnread> {
  return api<NotificationUnread>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<NotificationUnread> {
  return api<NotificationUnread>('/api/notifications/read-all', { method: 'POST' });
}

// ---- queries ----

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled: options.enabled ?? true });
}

// ---- mutations ----

type Pages = InfiniteData<NotificationList, string | undefined>;
type Item = NotificationList['items'][number];

/** Marks the matching items read in the pages already shown and takes the server's new unread count. */
function useMarkRead<T>(request: (input: T) => Promise<NotificationUnread>, matches: (item: Item, input: T) => boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ unread }: NotificationUnread, input: T) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<Pages>(notificationKeys.list(), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) => (!item.readAt && matches(item, input) ? { ...item, readAt: now } : item)),
          })),
        },
      );
    },
  });
}

export function useMarkNotificationRead() {
  return useMarkRead(markNotificationRead, (item, id: string) => item.id === id);
}

export function useMarkAllNotificationsRead() {
  return useMarkRead<void>(markAllNotificationsRead, () => true);
}
