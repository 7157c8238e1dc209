import type { UseQueryResult } from '@tanstack/react-query';
import { ChartCard } from '../../components/charts/chart-card';
import { widgetState } from './widget-state';

/** Where a dashboard's tiles go while its figures load, or with a retry when they could not: they have no empty state. */
export function TotalsState({ title, query, height = 112 }: { title: string; query: UseQueryResult<unknown>; height?: number }) {
  return (
    <ChartCard title={title} state={widgetState(query, () => false, '')} height={height}>
      {null}
    </ChartCard>
  );
}
