import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PharmacyDirectoryQuery, PharmacyList } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';
import { filtersToQuery, type PharmacyFilters } from '../utils/pharmacy-filters';

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

/** One page of the admin's list: the filters and the cursor of that page ('' for the first). */
export function pharmacyPageQueryOptions(filters: PharmacyFilters, cursor: string, limit: number) {
  const query = { ...filtersToQuery(filters), ...(cursor ? { cursor } : {}), limit };
  return queryOptions({
    queryKey: ['pharmacies', 'admin-page', query] as const,
    queryFn: ({ signal }) => listPharmacies(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePharmacyPage(filters: PharmacyFilters, cursor: string, limit: number) {
  return useQuery(pharmacyPageQueryOptions(filters, cursor, limit));
}

/** The same filters as cards with "show more". */
export function useFilteredPharmacyPages(filters: PharmacyFilters) {
  const query = filtersToQuery(filters);
  return useInfiniteQuery({
    queryKey: ['pharmacies', 'admin-cards', query] as const,
    queryFn: ({ pageParam, signal }) =>
      listPharmacies({ ...query, ...(pageParam ? { cursor: pageParam } : {}), limit: PHARMACY_PAGE_SIZE }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
