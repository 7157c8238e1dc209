import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ImageUploadResult } from '@pharmacy/shared/schemas/accounts';
import type {
  Invitation,
  InvitationCreateInput,
  InvitationPreview,
  Pharmacy,
  PharmacyCreateInput,
  PharmacyDirectoryQuery,
  PharmacyList,
  PharmacyProfile,
  PharmacyUpdateInput,
} from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The pharmacies resource: /api/pharmacies, its staff, invitations and logo. */

type DirectoryQuery = Partial<PharmacyDirectoryQuery>;

export const pharmacyKeys = {
  all: ['pharmacies'] as const,
  mine: () => [...pharmacyKeys.all, 'mine'] as const,
  detail: (id: string | null) => [...pharmacyKeys.all, 'detail', id] as const,
  profile: (slug: string | null) => [...pharmacyKeys.all, 'profile', slug] as const,
  directory: (q: string, onDuty: string | null) => [...pharmacyKeys.all, 'directory', q, onDuty] as const,
  page: (query: DirectoryQuery) => [...pharmacyKeys.all, 'page', query] as const,
  cards: (query: DirectoryQuery) => [...pharmacyKeys.all, 'cards', query] as const,
  options: () => [...pharmacyKeys.all, 'options'] as const,
  search: (q: string) => [...pharmacyKeys.all, 'search', q] as const,
  invitations: (pharmacyId: string) => [...pharmacyKeys.all, 'invitations', pharmacyId] as const,
};

/** An invitation link's preview; apart from 'pharmacies' so accepting it does not refetch a used link. */
export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (token: string | null) => [...invitationKeys.all, token] as const,
};

/** A page of the directory: enough to scroll through a city's pharmacies without a long wait. */
export const PHARMACY_PAGE_SIZE = 20;
/** The most pharmacies one request returns: enough for the platform's pharmacies in a choice list. */
const OPTIONS_LIMIT = 100;

const pharmacyPath = (id: string) => `/api/pharmacies/${encodeURIComponent(id)}`;

// ---- fetchers ----

/** GET /api/pharmacies: the directory, filtered, sorted and paged by cursor. */
export function listPharmacies(query: DirectoryQuery, signal?: AbortSignal): Promise<PharmacyList> {
  return api<PharmacyList>('/api/pharmacies', { query: { ...query }, signal });
}

/** GET /api/pharmacies/mine: the pharmacies the signed-in pharmacy account works for. */
export function getMyPharmacies(signal?: AbortSignal): Promise<{ items: Pharmacy[] }> {
  return api<{ items: Pharmacy[] }>('/api/pharmacies/mine', { signal });
}

/** GET /api/pharmacies/:id. */
export function getPharmacy(id: string, signal?: AbortSignal): Promise<Pharmacy> {
  return api<Pharmacy>(pharmacyPath(id), { signal });
}

/** GET /api/pharmacies/by-slug/:slug/profile: the public face; an old slug still finds the pharmacy. */
export function getPharmacyProfile(slug: string, signal?: AbortSignal): Promise<PharmacyProfile> {
  return api<PharmacyProfile>(`/api/pharmacies/by-slug/${encodeURIComponent(slug)}/profile`, { signal });
}

/** POST /api/pharmacies (admin): 201 with the new pharmacy. */
export function createPharmacy(body: PharmacyCreateInput): Promise<Pharmacy> {
  return api<Pharmacy>('/api/pharmacies', { method: 'POST', body });
}

/** PATCH /api/pharmacies/:id: only the fields sent change; identity fields are refused (403) to staff. */
export function updatePharmacy(id: string, body: PharmacyUpdateInput): Promise<Pharmacy> {
  return api<Pharmacy>(pharmacyPath(id), { method: 'PATCH', body });
}

/** POST /api/pharmacies/:id/logo (multipart `file`): stored resized; answers the new address. */
export function uploadPharmacyLogo(id: string, file: File): Promise<ImageUploadResult> {
  const body = new FormData();
  body.append('file', file);
  return api<ImageUploadResult>(`${pharmacyPath(id)}/logo`, { method: 'POST', body });
}

export function removePharmacyLogo(id: string): Promise<void> {
  return api<void>(`${pharmacyPath(id)}/logo`, { method: 'DELETE' });
}

const staffPath = (pharmacyId: string, uid: string) => `${pharmacyPath(pharmacyId)}/staff/${encodeURIComponent(uid)}`;

/** PUT /api/pharmacies/:id/staff/:uid (admin): links a pharmacy account to the pharmacy. */
export function linkStaff(pharmacyId: string, uid: string): Promise<void> {
  return api<void>(staffPath(pharmacyId, uid), { method: 'PUT' });
}

/** DELETE /api/pharmacies/:id/staff/:uid (admin). */
export function unlinkStaff(pharmacyId: string, uid: string): Promise<void> {
  return api<void>(staffPath(pharmacyId, uid), { method: 'DELETE' });
}

const invitationsPath = (pharmacyId: string) => `${pharmacyPath(pharmacyId)}/invitations`;

/** GET /api/pharmacies/:id/invitations (its staff or an admin). */
export function listInvitations(pharmacyId: string, signal?: AbortSignal): Promise<{ items: Invitation[] }> {
  return api<{ items: Invitation[] }>(invitationsPath(pharmacyId), { signal });
}

/** POST /api/pharmacies/:id/invitations {email}: the colleague gets an e-mail with a link. */
export function createInvitation(pharmacyId: string, body: InvitationCreateInput): Promise<Invitation> {
  return api<Invitation>(invitationsPath(pharmacyId), { method: 'POST', body });
}

/** DELETE /api/pharmacies/:id/invitations/:invitationId: the link stops working. */
export function revokeInvitation(pharmacyId: string, invitationId: string): Promise<void> {
  return api<void>(`${invitationsPath(pharmacyId)}/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** GET /api/invitations/:token: what the link is for (anyone holding it). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });
}

/** POST /api/invitations/:token/accept: the signed-in pharmacy account with that e-mail joins the pharmacy. */
export function acceptInvitation(token: string): Promise<unknown> {
  return api<unknown>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

// ---- queries ----

export function myPharmaciesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: pharmacyKeys.mine(),
    queryFn: ({ signal }) => getMyPharmacies(signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useMyPharmacies(enabled = true) {
  return useQuery(myPharmaciesQueryOptions(enabled));
}

/** One pharmacy by id; idle while `id` is null or empty (e.g. nothing chosen yet). */
export function pharmacyQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: pharmacyKeys.detail(id),
    queryFn: ({ signal }) => getPharmacy(id!, signal),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export function usePharmacy(id: string | null) {
  return useQuery(pharmacyQueryOptions(id));
}

export function pharmacyProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: pharmacyKeys.profile(slug),
    queryFn: ({ signal }) => getPharmacyProfile(slug!, signal),
    enabled: Boolean(slug),
    // Seeded when an old slug is replaced by the current one: no second request for the same page.
    staleTime: 30_000,
  });
}

export function usePharmacyProfile(slug: string | null) {
  return useQuery(pharmacyProfileQueryOptions(slug));
}

export interface PharmacySearch {
  /** Name, city or postcode; empty lists them all. */
  q: string;
  /** 'YYYY-MM-DD' to list only the pharmacies on duty that day. */
  onDuty?: string;
}

/** Directory pages for an (already debounced) search; the server's cursor drives "show more". */
export function usePharmacyPages({ q, onDuty }: PharmacySearch) {
  const search = q.trim();
  const pages = cursorPages(pharmacyKeys.directory(search, onDuty ?? null), (cursor, signal) =>
    listPharmacies(
      { ...(search ? { q: search } : {}), ...(onDuty ? { onDuty } : {}), ...(cursor ? { cursor } : {}), limit: PHARMACY_PAGE_SIZE },
      signal,
    ),
  );
  return useInfiniteQuery({ ...pages, staleTime: 60_000 });
}

/** One page of the admin's list: the filters' query and the cursor of that page ('' for the first). */
export function pharmacyPageQueryOptions(filters: DirectoryQuery, cursor: string, limit: number) {
  const query = { ...filters, ...(cursor ? { cursor } : {}), limit };
  return queryOptions({
    queryKey: pharmacyKeys.page(query),
    queryFn: ({ signal }) => listPharmacies(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePharmacyPage(filters: DirectoryQuery, cursor: string, limit: number) {
  return useQuery(pharmacyPageQueryOptions(filters, cursor, limit));
}

/** The same filters as cards with "show more". */
export function useFilteredPharmacyPages(query: DirectoryQuery) {
  return useInfiniteQuery(
    cursorPages(pharmacyKeys.cards(query), (cursor, signal) =>
      listPharmacies({ ...query, ...(cursor ? { cursor } : {}), limit: PHARMACY_PAGE_SIZE }, signal),
    ),
  );
}

/** Every pharmacy as {id, name}, by name: for choosing the pharmacies a courier serves or filtering couriers. */
export function usePharmacyOptions(enabled = true) {
  return useQuery({
    queryKey: pharmacyKeys.options(),
    queryFn: async ({ signal }) => {
      const page = await listPharmacies({ sort: 'name', limit: OPTIONS_LIMIT }, signal);
      return page.items.map((p) => ({ id: p.id, name: p.name }));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The directory searched by name or city, e.g. to link a pharmacy account to its pharmacy. */
export function pharmacySearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: pharmacyKeys.search(q),
    queryFn: ({ signal }) => listPharmacies({ q: q || undefined, limit: 20 }, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePharmacySearch(q: string, enabled: boolean) {
  return useQuery({ ...pharmacySearchQueryOptions(q), enabled });
}

export function invitationsQueryOptions(pharmacyId: string) {
  return queryOptions({
    queryKey: pharmacyKeys.invitations(pharmacyId),
    queryFn: ({ signal }) => listInvitations(pharmacyId, signal),
  });
}

export function useInvitations(pharmacyId: string) {
  return useQuery(invitationsQueryOptions(pharmacyId));
}

export function invitationQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: ({ signal }) => getInvitation(token!, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery(invitationQueryOptions(token));
}

// ---- mutations ----

function useInvalidatePharmacies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pharmacyKeys.all });
}

export function useCreatePharmacy() {
  return useMutation({ mutationFn: createPharmacy, onSuccess: useInvalidatePharmacies() });
}

export function useUpdatePharmacy(id: string) {
  return useMutation({
    mutationFn: (body: PharmacyUpdateInput) => updatePharmacy(id, body),
    onSuccess: useInvalidatePharmacies(),
  });
}

export function usePharmacyLogo(id: string) {
  const onSuccess = useInvalidatePharmacies();
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadPharmacyLogo(id, file), onSuccess }),
    remove: useMutation({ mutationFn: () => removePharmacyLogo(id), onSuccess }),
  };
}

export function useStaffActions(pharmacyId: string) {
  const onSuccess = useInvalidatePharmacies();
  return {
    link: useMutation({ mutationFn: (uid: string) => linkStaff(pharmacyId, uid), onSuccess }),
    unlink: useMutation({ mutationFn: (uid: string) => unlinkStaff(pharmacyId, uid), onSuccess }),
  };
}

export function useInvitationActions(pharmacyId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: pharmacyKeys.invitations(pharmacyId) });
  return {
    invite: useMutation({ mutationFn: (body: InvitationCreateInput) => createInvitation(pharmacyId, body), onSuccess }),
    revoke: useMutation({
      mutationFn: (invitationId: string) => revokeInvitation(pharmacyId, invitationId),
      onSuccess,
    }),
  };
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation, onSuccess: useInvalidatePharmacies() });
}
