import { keepPreviousData, queryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { MedicineList, MedicineListQuery, ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import type { CatalogueFigures } from '@pharmacy/shared/schemas/catalogue-figures';
import { ApiRequestError, api } from '../lib/api-client';

/** The medicine catalogue: GET /api/medicine (search and pages) and GET /api/products/product (one medicine). */

export const medicineKeys = {
  all: ['catalogue'] as const,
  detail: (name: string) => [...medicineKeys.all, 'medicine', name] as const,
  search: (filter: string) => [...medicineKeys.all, 'search', filter] as const,
  pages: (filter: string) => [...medicineKeys.all, 'pages', filter] as const,
};

/** Suggestions shown at once: enough to choose from without scrolling a long list. */
export const SEARCH_LIMIT = 20;
/** Shorter filters match too much of the catalogue to be useful suggestions. */
export const SEARCH_MIN_LENGTH = 2;

// ---- fetchers ----

export function searchMedicines(query: Partial<MedicineListQuery>, signal?: AbortSignal): Promise<MedicineList> {
  return api<MedicineList>('/api/medicine', { query: { ...query }, signal });
}

/**
 * One medicine by exact name or CIS code: for an order line, its official price, the pharmacies' own prices and the
 * generic groups a substitute comes from.
 */
export function getMedicine(name: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>('/api/products/product', { query: { name }, signal });
}

// ---- queries ----

export function medicineQueryOptions(name: string) {
  return queryOptions({
    queryKey: medicineKeys.detail(name),
    queryFn: ({ signal }) => getMedicine(name, signal),
    staleTime: 60_000,
    // An unknown medicine stays unknown: asking again only delays the "not found" answer.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

/** One medicine; idle while the name or CIS code is empty. */
export function useMedicine(name: string | null) {
  const wanted = name ?? '';
  return useQuery({ ...medicineQueryOptions(wanted), enabled: wanted.trim().length > 0 });
}

/** Several medicines at once (the lines of an order being priced). */
export function useMedicines(names: readonly string[], enabled = true) {
  return useQueries({ queries: names.map((name) => ({ ...medicineQueryOptions(name), enabled })) });
}

export function searchMedicinesQueryOptions(filter: string) {
  return queryOptions({
    queryKey: medicineKeys.search(filter),
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
    queryKey: medicineKeys.pages(filter),
    queryFn: ({ pageParam, signal }) =>
      searchMedicines(
        { ...(filter ? { filter } : {}), ...(pageParam ? { cursor: pageParam } : {}), limit: SEARCH_LIMIT },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The public catalogue in a few numbers (GET /api/medicine/figures): real data for charts. */
export function useCatalogueFigures() {
  return useQuery({
    queryKey: ['medicines', 'figures'],
    queryFn: ({ signal }) => api<CatalogueFigures>('/api/medicine/figures', { signal }),
    staleTime: 5 * 60_000,
  });
}
