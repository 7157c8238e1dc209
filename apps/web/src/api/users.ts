import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BulkAccountsInput,
  BulkResult,
  ImageUploadResult,
  Person,
  UserCreateInput,
  UserList,
  UserPublicProfile,
  UserUpdateInput,
} from '@pharmacy/shared/schemas/accounts';
import type { Role } from '@pharmacy/shared/roles';
import { api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';
import { downloadFile } from '../lib/download-file';
import { shipperKeys } from './shippers';

/** The admin's accounts (/api/admin/accounts), people's profile pages and data exports. */

type ListQuery = Record<string, string | number>;

/** Every cached list and detail of people starts with 'users': actions refresh them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: ListQuery) => [...userKeys.all, 'list', query] as const,
  pendingCount: () => [...userKeys.all, 'pending-count'] as const,
  detail: (slug: string) => [...userKeys.all, 'detail', slug] as const,
  profile: (slug: string | null) => [...userKeys.all, 'profile', slug] as const,
  pharmacyAccounts: (q: string) => [...userKeys.all, 'pharmacy-accounts', q] as const,
};

export const USER_PAGE_SIZE = 25;

const accountPath = (uid: string) => `/api/admin/accounts/${encodeURIComponent(uid)}`;

// ---- fetchers ----

/** GET /api/admin/accounts: filtered, sorted, paged by cursor. */
export function listUsers(query: ListQuery, signal?: AbortSignal): Promise<UserList> {
  return api<UserList>('/api/admin/accounts', { query, signal });
}

/** GET /api/admin/accounts/by-slug/:slug: an old slug (before a rename) still finds the person. */
export function getUserBySlug(slug: string, signal?: AbortSignal): Promise<Person> {
  return api<Person>(`/api/admin/accounts/by-slug/${encodeURIComponent(slug)}`, { signal });
}

/** GET /api/people/:slug/profile (oneself, or an admin). */
export function getUserProfile(slug: string, signal?: AbortSignal): Promise<UserPublicProfile> {
  return api<UserPublicProfile>(`/api/people/${encodeURIComponent(slug)}/profile`, { signal });
}

/** POST /api/admin/accounts: 201 with the person, who gets an e-mail to choose a password. */
export function createUser(body: UserCreateInput): Promise<Person> {
  return api<Person>('/api/admin/accounts', { method: 'POST', body });
}

/** PATCH /api/admin/accounts/:uid: names, phone, language, address; a new name gives a new slug. */
export function updateUser({ uid, body }: { uid: string; body: UserUpdateInput }): Promise<Person> {
  return api<Person>(accountPath(uid), { method: 'PATCH', body });
}

/** POST (multipart `file`) or DELETE /api/admin/accounts/:uid/avatar. */
export function setUserAvatar({ uid, file }: { uid: string; file: File | null }): Promise<ImageUploadResult | undefined> {
  if (!file) return api<undefined>(`${accountPath(uid)}/avatar`, { method: 'DELETE' });
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>(`${accountPath(uid)}/avatar`, { method: 'POST', body });
}

/** POST /api/admin/accounts/bulk: each account succeeds or says why not. */
export function bulkUsers(body: BulkAccountsInput): Promise<BulkResult> {
  return api<BulkResult>('/api/admin/accounts/bulk', { method: 'POST', body });
}

/** GET /api/users/:id/export (admins): the person's data archive, produced on their request; the server audits it. */
export function exportUserData(uid: string): Promise<string> {
  return downloadFile(`/api/users/${encodeURIComponent(uid)}/export`, 'pharmalink-data.zip');
}

/** What an admin decides about one account; each is one endpoint, and the person hears about it. */
export type AccountAction =
  | { kind: 'approve'; uid: string; message?: string; pharmacyId?: string }
  | { kind: 'refuse'; uid: string; message: string }
  | { kind: 'suspend'; uid: string; message?: string }
  | { kind: 'reactivate'; uid: string; message?: string }
  | { kind: 'role'; uid: string; role: Role }
  | { kind: 'anonymise'; uid: string };

export function runAccountAction(action: AccountAction): Promise<Person | undefined> {
  const base = accountPath(action.uid);
  switch (action.kind) {
    case 'role':
      return api<Person>(`${base}/role`, { method: 'PUT', body: { role: action.role } });
    case 'anonymise':
      return api<undefined>(`${base}/anonymise`, { method: 'POST' });
    case 'approve':
      return api<Person>(`${base}/approve`, {
        method: 'POST',
        body: { ...(action.message ? { message: action.message } : {}), ...(action.pharmacyId ? { pharmacyId: action.pharmacyId } : {}) },
      });
    default: {
      const { kind, message } = action;
      return api<Person>(`${base}/${kind}`, { method: 'POST', body: message ? { message } : {} });
    }
  }
}

// ---- queries ----

/** The filtered list (the query of the filters), a cursor page at a time ("load more" in the grid and the cards). */
export function usersQueryOptions(query: ListQuery) {
  return cursorPages(userKeys.list(query), (cursor, signal) => listUsers({ ...query, ...(cursor ? { cursor } : {}), limit: USER_PAGE_SIZE }, signal));
}

export function useUsers(query: ListQuery) {
  return useInfiniteQuery(usersQueryOptions(query));
}

/** How many accounts wait for approval, counted up to one page ("100+" beyond). */
export function pendingCountQueryOptions() {
  return queryOptions({
    queryKey: userKeys.pendingCount(),
    queryFn: ({ signal }) => listUsers({ status: 'pending', limit: 100 }, signal),
    select: (list) => ({ count: list.items.length, more: list.nextCursor !== null }),
    staleTime: 30_000,
  });
}

export function usePendingCount() {
  return useQuery(pendingCountQueryOptions());
}

export function userQueryOptions(slug: string) {
  return queryOptions({
    queryKey: userKeys.detail(slug),
    queryFn: ({ signal }) => getUserBySlug(slug, signal),
    retry: false,
  });
}

export function useUser(slug: string) {
  return useQuery(userQueryOptions(slug));
}

export function userProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: userKeys.profile(slug),
    queryFn: ({ signal }) => getUserProfile(slug!, signal),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useUserProfile(slug: string | null) {
  return useQuery(userProfileQueryOptions(slug));
}

/** Pharmacy accounts matching `q`, for an admin linking staff to a pharmacy. */
export function usePharmacyAccountSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.pharmacyAccounts(q),
    queryFn: ({ signal }) => listUsers({ role: 'pharmacy', q, limit: 10 }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// ---- mutations ----

/** A person's account also shows on the couriers' pages: both are refreshed. */
function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: shipperKeys.all }),
    ]);
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: useInvalidatePeople() });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, onSuccess: useInvalidatePeople() });
}

export function useUserAvatar() {
  return useMutation({ mutationFn: setUserAvatar, onSuccess: useInvalidatePeople() });
}

export function useBulkUsers() {
  return useMutation({ mutationFn: bulkUsers, onSettled: useInvalidatePeople() });
}

export function useAccountAction() {
  return useMutation({ mutationFn: runAccountAction, onSuccess: useInvalidatePeople() });
}

export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData });
}
