import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** GET /api/pharmacies/by-slug/:slug/profile: the public face; an old slug still finds the pharmacy. */
export function getPharmacyProfile(slug: string, signal?: AbortSignal): Promise<PharmacyProfile> {
  return api<PharmacyProfile>(`/api/pharmacies/by-slug/${encodeURIComponent(slug)}/profile`, { signal });
}

export function pharmacyProfileQueryOptions(slug: string | null) {
  return queryOptions({
    queryKey: ['pharmacies', 'profile', slug] as const,
    queryFn: ({ signal }) => getPharmacyProfile(slug!, signal),
    enabled: Boolean(slug),
    // Seeded when an old slug is replaced by the current one: no second request for the same page.
    staleTime: 30_000,
  });
}

export function usePharmacyProfile(slug: string | null) {
  return useQuery(pharmacyProfileQueryOptions(slug));
}
