import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import type { DashboardApp } from '@pharmacy/shared/schemas/dashboard-app';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import type { DashboardFile, DateRange } from '@pharmacy/shared/schemas/dashboards';
import { api } from '../lib/api-client';

/** The dashboards of issue 19 (/api/dashboards/*): each for the signed-in person's own scope over a date range. */

/** Each dashboard with a period, by its address's last part, and what it answers. */
interface RangeDashboards {
  file: DashboardFile;
  banking: DashboardBanking;
  analytics: DashboardAnalytics;
  ecommerce: DashboardEcommerce;
  booking: DashboardBooking;
}
export type RangeDashboard = keyof RangeDashboards;

export const dashboardKeys = {
  all: ['dashboards'] as const,
  range: (name: RangeDashboard, range: DateRange) => [...dashboardKeys.all, name, range.from, range.to] as const,
  app: () => [...dashboardKeys.all, 'app'] as const,
};

const rangeQuery = (range: DateRange) => ({ from: range.from, to: range.to });

/** The CSV of the same range (a plain link: the browser downloads it with the session cookie). */
export const dashboardCsvHref = (name: RangeDashboard, range: DateRange) =>
  `/api/dashboards/${name}.csv?${new URLSearchParams(rangeQuery(range)).toString()}`;

/** A dashboard's figures over a range; the previous range's stay on screen while the next ones load. */
export function useRangeDashboard<N extends RangeDashboard>(name: N, range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.range(name, range),
    queryFn: ({ signal }) => api<RangeDashboards[N]>(`/api/dashboards/${name}`, { query: rangeQuery(range), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Today's work, by the signed-in person's role; refetched on live order and chat events (live-events-provider). */
export function useAppDashboard() {
  return useQuery({
    queryKey: dashboardKeys.app(),
    queryFn: ({ signal }) => api<DashboardApp>('/api/dashboards/app', { signal }),
    // "Today" moves on by itself: a page left open reads again every minute.
    refetchInterval: 60_000,
  });
}
