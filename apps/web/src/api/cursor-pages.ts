import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';

/**
 * "Show more" over a keyset-paged list: each page asks with the cursor the previous one gave (none for the first), and
 * the previous results stay on screen while a new query loads.
 */
export function cursorPages<TPage extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: TPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
