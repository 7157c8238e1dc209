import type { UseQueryResult } from '@tanstack/react-query';
import type { ChartState } from '../../components/charts/chart-card';

/** A widget's ChartCard state from its query: loading, error with a retry, empty (with what will appear), ready. */
export function widgetState<T>(query: UseQueryResult<T>, isEmpty: (data: T) => boolean, emptyText: string): ChartState {
  if (query.isPending) return { kind: 'loading' };
  // A refused range keeps the last figures out: the range field says what to fix, the retry asks again.
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  return isEmpty(query.data) ? { kind: 'empty', text: emptyText } : { kind: 'ready' };
}
