import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MedicineList, MedicineListQuery } from '@pharmacy/shared/schemas/catalogue';
import { api } from '../../../lib/api-client';

/** Suggestions shown at once: enough to choose from without scrolling a long list. */
export const SEARCH_LIMIT = 20;
/** Shorter filters match too much of the catalogue to be useful suggestions. */
export const SEARCH_MIN_LENGTH = 2;

export function searchMedicines(query: Partial<MedicineListQuery>, signal?: AbortSignal): Promise<MedicineList> {
  return api<MedicineList>('/api/medicine', { query: { ...query }, signal });
}

export function searchMedicinesQueryOptions(filter: string) {
  return queryOptions({
    queryKey: ['catalogue', 'search', filter] as const,
    // The signal aborts the request when the filter changes before the answer arrives.
    queryFn: ({ signal }) => searchMedicines({ filter, limit: SEARCH_LIMIT }, signal),
    staleTime: 60_000,
  });
}

/** Medicines matching an (already debounced) filter; idle while the filter is too short. */
export function useSearchMedicines(filter: string) {
  const trimmed = filter.trim();
  return useQuery({
    ...searchMedicinesQueryOptions(trimmed),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    // Keep the previous suggestions on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

/** Result pages for the catalogue list: the server's cursor drives "load more"; an empty filter browses. */
export function useMedicinePages(filter: string) {
  return useInfiniteQuery({
    queryKey: ['catalogue', 'pages', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      searchMedicines({ ...(filter ? { filter } : {}), ...(pageParam ? { cursor: pageParam } : {}), limit: SEARCH_LIMIT }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
