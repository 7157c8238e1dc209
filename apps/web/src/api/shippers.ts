import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  PharmacyShipperList,
  Shipper,
  ShipperAdminUpdateInput,
  ShipperCreateInput,
  ShipperList,
  ShipperListQuery,
  ShipperProfile,
  ShipperRow,
  ShipperUpdateInput,
} from '@pharmacy/shared/schemas/shipper';
import { api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The shippers (couriers) resource: /api/shippers, the courier's own record and a pharmacy's couriers. */

type ListQuery = Partial<ShipperListQuery>;

export const shipperKeys = {
  all: ['shippers'] as const,
  me: () => [...shipperKeys.all, 'me'] as const,
  detail: (slug: string) => [...shipperKeys.all, 'detail', slug] as const,
  profile: (slug: string | null) => [...shipperKeys.all, 'profile', slug] as const,
  page: (query: ListQuery) => [...shipperKeys.all, 'page', query] as const,
  cards: (query: ListQuery) => [...shipperKeys.all, 'cards', query] as const,
  ofPharmacy: (pharmacyId: string) => [...shipperKeys.all, 'of-pharmacy', pharmacyId] as const,
};

export const SHIPPER_PAGE_SIZE = 25;
/** The most a pharmacy's list answers in one page: enough to choose from in the assign dialog. */
const PHARMACY_SHIPPERS_PAGE = 100;

const bySlug = (slug: string) => `/api/shippers/by-slug/${encodeURIComponent(slug)}`;

// ---- fetchers ----

/** GET /api/shippers: admins see every courier; a pharmacy's staff those delivering for it (no e-mail). */
export function listShippers(query: ListQuery, signal?: AbortSignal): Promise<ShipperList> {
  return api<ShipperList>('/api/shippers', { query: { ...query }, signal });
}

/** GET /api/shippers/me: the signed-in courier's phone, vehicle, availability and pharmacies. */
export function getMyShipper(signal?: AbortSignal): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { signal });
}

/** PATCH /api/shippers/me: only the fields sent change (the availability switch sends only `available`). */
export function updateMyShipper(update: ShipperUpdateInput): Promise<Shipper> {
  return api<Shipper>('/api/shippers/me', { method: 'PATCH', body: update });
}

/** GET /api/shippers/by-slug/:slug (admin): the courier's row. */
export function getShipper(slug: string, signal?: AbortSignal): Promise<ShipperRow> {
  return api<ShipperRow>(bySlug(slug), { signal });
}

/** GET /api/shippers/by-slug/:slug/profile (the courier, an admin, or staff of a pharmacy it serves). */
export function getShipperProfile(slug: string, signal?: AbortSignal): Promise<ShipperProfile> {
  return api<ShipperProfile>(`${bySlug(slug)}/profile`, { signal });
}

/** POST /api/shippers (admin): an active courier account; the courier sets a password from an e-mail. */
export function createShipper(body: ShipperCreateInput): Promise<ShipperRow> {
  return api<ShipperRow>('/api/shippers', { method: 'POST', body });
}

/** PATCH /api/shippers/:uid (admin): working phone, vehicle, availability, pharmacies served. */
export function updateShipper(uid: string, body: ShipperAdminUpdateInput): Promise<ShipperRow> {
  return api<ShipperRow>(`/api/shippers/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/** GET /api/pharmacies/:id/shippers: the couriers delivering for the pharmacy, available first, with the staff flag. */
export function listPharmacyShippers(pharmacyId: string, signal?: AbortSignal): Promise<PharmacyShipperList> {
  return api<PharmacyShipperList>(`/api/pharmacies/${encodeURIComponent(pharmacyId)}/shippers`, {
    query: { limit: PHARMACY_SHIPPERS_PAGE },
    signal,
  });
}

// ---- queries ----

export function myShipperQueryOptions(enabled = true) {
  return queryOptions({ queryKey: shipperKeys.me(), queryFn: ({ signal }) => getMyShipper(signal), enabled });
}

export function useMyShipper(enabled = true) {
  return useQuery(myShipperQueryOptions(enabled));
}

export function useShipper(slug: string) {
  return useQuery({ queryKey: shipperKeys.detail(slug), queryFn: ({ signal }) => getShipper(slug, signal) });
}

export function shipperProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: shipperKeys.profile(slug),
    queryFn: ({ signal }) => getShipperProfile(slug!, signal),
    enabled: Boolean(slug),
    staleTime: 30_000,
  });
}

export function useShipperProfile(slug: string | null) {
  return useQuery(shipperProfileQueryOptions(slug));
}

/** One page of the admin's list: the filters' query and the cursor of that page ('' for the first). */
export function shipperPageQueryOptions(filters: ListQuery, cursor: string) {
  const query = { ...filters, ...(cursor ? { cursor } : {}), limit: SHIPPER_PAGE_SIZE };
  return queryOptions({
    queryKey: shipperKeys.page(query),
    queryFn: ({ signal }) => listShippers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShipperPage(filters: ListQuery, cursor: string) {
  return useQuery(shipperPageQueryOptions(filters, cursor));
}

/** The same filters as cards with "show more". */
export function useShipperPages(query: ListQuery) {
  return useInfiniteQuery(
    cursorPages(shipperKeys.cards(query), (cursor, signal) =>
      listShippers({ ...query, ...(cursor ? { cursor } : {}), limit: SHIPPER_PAGE_SIZE }, signal),
    ),
  );
}

export function pharmacyShippersQueryOptions(pharmacyId: string) {
  return queryOptions({
    queryKey: shipperKeys.ofPharmacy(pharmacyId),
    queryFn: ({ signal }) => listPharmacyShippers(pharmacyId, signal),
  });
}

/** Availability changes by the minute: asked afresh each time the dialog opens. */
export function usePharmacyShippers(pharmacyId: string, enabled: boolean) {
  return useQuery({ ...pharmacyShippersQueryOptions(pharmacyId), enabled: enabled && pharmacyId.length > 0, staleTime: 0 });
}

// ---- mutations ----

function useInvalidateShippers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shipperKeys.all });
}

/** The courier's own record: the cache entry is replaced by the answer, and its profile page refetched. */
export function useUpdateMyShipper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyShipper,
    onSuccess: (shipper) => {
      queryClient.setQueryData(shipperKeys.me(), shipper);
      void queryClient.invalidateQueries({ queryKey: [...shipperKeys.all, 'profile'] });
    },
  });
}

export function useCreateShipper() {
  return useMutation({ mutationFn: createShipper, onSuccess: useInvalidateShippers() });
}

export function useUpdateShipper(uid: string) {
  return useMutation({
    mutationFn: (body: ShipperAdminUpdateInput) => updateShipper(uid, body),
    onSuccess: useInvalidateShippers(),
  });
}
