import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesFull } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

export const preferencesQueryKey = ['me', 'notification-preferences'] as const;

/** GET /api/me/notification-preferences: every order event with its e-mail and in-app choice. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesFull> {
  return api<NotificationPreferencesFull>('/api/me/notification-preferences', { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/me/notification-preferences with the whole table. */
export function saveNotificationPreferences(body: NotificationPreferencesFull): Promise<NotificationPreferencesFull> {
  return api<NotificationPreferencesFull>('/api/me/notification-preferences', { method: 'PUT', body });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved, sent) => queryClient.setQueryData(preferencesQueryKey, saved ?? sent),
  });
}
