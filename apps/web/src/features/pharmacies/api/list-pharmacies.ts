import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PharmacyDirectoryQuery, PharmacyList } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** A page of the directory: enough to scroll through a city's pharmacies without a long wait. */
export const PHARMACY_PAGE_SIZE = 20;

export function listPharmacies(query: Partial<PharmacyDirectoryQuery>, signal?: AbortSignal): Promise<PharmacyList> {
  return api<PharmacyList>('/api/pharmacies', { query: { ...query }, signal });
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
  return useInfiniteQuery({
    queryKey: ['pharmacies', 'list', search, onDuty ?? null] as const,
    queryFn: ({ pageParam, signal }) =>
      listPharmacies(
        {
          ...(search ? { q: search } : {}),
          ...(onDuty ? { onDuty } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: PHARMACY_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    // Keep the previous results on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
}
