import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import type { ShipperProfile, ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { api } from '../../../lib/api-client';

const bySlug = (slug: string) => `/api/shippers/by-slug/${encodeURIComponent(slug)}`;

/** GET /api/shippers/by-slug/:slug (admin): the courier's row. */
export function getShipper(slug: string, signal?: AbortSignal): Promise<ShipperRow> {
  return api<ShipperRow>(bySlug(slug), { signal });
}

export function useShipper(slug: string) {
  return useQuery(
    queryOptions({ queryKey: ['shippers', 'one', slug] as const, queryFn: ({ signal }) => getShipper(slug, signal) }),
  );
}

/** GET /api/shippers/by-slug/:slug/profile (the courier, an admin, or staff of a pharmacy it serves). */
export function getShipperProfile(slug: string, signal?: AbortSignal): Promise<ShipperProfile> {
  return api<ShipperProfile>(`${bySlug(slug)}/profile`, { signal });
}

export function shipperProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: ['shippers', 'profile', slug] as const,
    queryFn: ({ signal }) => getShipperProfile(slug!, signal),
    enabled: Boolean(slug),
    staleTime: 30_000,
  });
}

export function useShipperProfile(slug: string | null) {
  return useQuery(shipperProfileQueryOptions(slug));
}

/** GET /api/admin/accounts/by-slug/:slug (admin): the person's full details (names, language, address). */
export function getAccount(slug: string, signal?: AbortSignal): Promise<Person> {
  return api<Person>(`/api/admin/accounts/by-slug/${encodeURIComponent(slug)}`, { signal });
}

export function useShipperAccount(slug: string) {
  return useQuery({
    queryKey: ['shippers', 'account', slug] as const,
    queryFn: ({ signal }) => getAccount(slug, signal),
  });
}
