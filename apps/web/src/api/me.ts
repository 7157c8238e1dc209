import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnonymiseSelfInput,
  ImageUploadResult,
  NotificationPreferencesFull,
  OwnProfileUpdateInput,
  Person,
  UserProfile,
} from '@pharmacy/shared/schemas/accounts';
import { api, ApiRequestError } from '../lib/api-client';
import { meQueryKey } from '../lib/auth/get-me';
import { downloadFile } from '../lib/download-file';
import { linkedAccountsQueryOptions } from './auth';

/** The signed-in person's own record (/api/me), devices, choices and rights. */

/** Under the session's key (['me']): signing out or being forgotten drops them all. */
export const meKeys = {
  all: meQueryKey,
  person: () => [...meKeys.all, 'person'] as const,
  sessions: () => [...meKeys.all, 'sessions'] as const,
  preferences: () => [...meKeys.all, 'notification-preferences'] as const,
};

/** A signed-in device as better-auth lists it. */
export interface AuthSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

// ---- fetchers ----

/** GET /api/me: the profile the session holds, or null when signed out. */
export async function getProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await api<UserProfile>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/me/person: one's own details with the slug, the address and the photo (the session has none of them). */
export function getPerson(signal?: AbortSignal): Promise<Person> {
  return api<Person>('/api/me/person', { signal });
}

/** PATCH /api/me: names, phone, language, address. */
export function updateProfile(body: OwnProfileUpdateInput): Promise<Person> {
  return api<Person>('/api/me', { method: 'PATCH', body });
}

/** POST (multipart `file`) or DELETE /api/me/avatar. */
export function setMyAvatar(file: File | null): Promise<ImageUploadResult | undefined> {
  if (!file) return api<undefined>('/api/me/avatar', { method: 'DELETE' });
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>('/api/me/avatar', { method: 'POST', body });
}

/** GET /api/auth/list-sessions, with the id of this browser's session from /api/auth/get-session. */
export async function listSessions(signal?: AbortSignal): Promise<{ sessions: AuthSession[]; currentId: string | null }> {
  const [sessions, current] = await Promise.all([
    api<AuthSession[]>('/api/auth/list-sessions', { signal }),
    api<{ session?: { id: string } } | null>('/api/auth/get-session', { signal }).catch(() => null),
  ]);
  return { sessions: sessions ?? [], currentId: current?.session?.id ?? null };
}

/** POST /api/auth/revoke-other-sessions: every device but this one is signed out. */
export function revokeOtherSessions(): Promise<unknown> {
  return api<unknown>('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

/** Other sessions are always signed out: whoever knew the old password loses access everywhere else. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { ...body, revokeOtherSessions: true },
  });
}

/** GET /api/me/notification-preferences: every order event with its e-mail and in-app choice. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesFull> {
  return api<NotificationPreferencesFull>('/api/me/notification-preferences', { signal });
}

/** PUT /api/me/notification-preferences with the whole table. */
export function saveNotificationPreferences(body: NotificationPreferencesFull): Promise<NotificationPreferencesFull> {
  return api<NotificationPreferencesFull>('/api/me/notification-preferences', { method: 'PUT', body });
}

/** GET /api/me/export: a ZIP of everything held about the signed-in person (data.json and their files). */
export function exportMyData(): Promise<string> {
  return downloadFile('/api/me/export', 'pharmalink-data.zip');
}

/** POST /api/me/anonymise: 204; the account is forgotten and signed out everywhere. */
export function anonymiseSelf(body: AnonymiseSelfInput): Promise<unknown> {
  return api<unknown>('/api/me/anonymise', { method: 'POST', body });
}

// ---- queries ----

/** The session's cache entry (['me']): saving the profile here updates the session everywhere. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => getProfile(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function personQueryOptions(enabled = true) {
  return queryOptions({ queryKey: meKeys.person(), queryFn: ({ signal }) => getPerson(signal), enabled });
}

export function usePerson(enabled = true) {
  return useQuery(personQueryOptions(enabled));
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: meKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: meKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions());
}

/** Whether the person has a password (else they confirm with their e-mail), from the ways they sign in. */
export function useHasPassword() {
  return useQuery({
    ...linkedAccountsQueryOptions(),
    select: (accounts) =>
      !Array.isArray(accounts) || accounts.length === 0 || accounts.some((a) => a.providerId === 'credential'),
    retry: false,
  });
}

// ---- mutations ----

/** Saving updates both the session's profile (name in the header, language) and the full person. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (person) => {
      queryClient.setQueryData<UserProfile | null>(meQueryKey, (current) => (current ? { ...current, ...person } : person));
      queryClient.setQueryData(meKeys.person(), person);
    },
  });
}

export function useMyAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.person() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.sessions() }),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved, sent) => queryClient.setQueryData(meKeys.preferences(), saved ?? sent),
  });
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

export function useAnonymiseSelf() {
  return useMutation({ mutationFn: anonymiseSelf });
}
