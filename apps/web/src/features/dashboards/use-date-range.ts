import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { resolveRange, type DateRange } from '@pharmacy/shared/dashboards/range';
import { addDays } from '@pharmacy/shared/pharmacy-hours';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day only (2026-13-01 or 2026-02-31 in the address are ignored, as an absent end is). */
const dateParam = (value: string | null) => (value && ISO_DATE.test(value) && addDays(value, 0) === value ? value : undefined);

/**
 * A dashboard's range lives in the address (`?from=&to=`), so a reload, Back and a shared link show the same days;
 * without it, the server's default (the last 30 days in Brussels) is worked out here the same way.
 */
export function useDateRange(): [DateRange, (next: Partial<DateRange>) => void] {
  const [params, setParams] = useSearchParams();
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const range = useMemo(() => resolveRange({ from, to }), [from, to]);
  const change = useCallback(
    (next: Partial<DateRange>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const key of ['from', 'to'] as const) {
            const value = key in next ? next[key] : (current.get(key) ?? range[key]);
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams, range],
  );
  return [range, change];
}
