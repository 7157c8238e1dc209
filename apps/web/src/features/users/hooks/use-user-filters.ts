import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORT, filtersFromParams, type UserFilters } from '../utils/user-filters';

/** The list's filters live in the address, so a filtered list can be shared, bookmarked and reloaded. */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (patch: Partial<UserFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'sort' && value === DEFAULT_SORT)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilters };
}
