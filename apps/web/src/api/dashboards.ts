import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import type { DashboardApp } from '@pharmacy/shared/schemas/dashboard-app';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import type { DashboardFile, DateRange } from '@pharmacy/shared/schemas/dashboards';
import { api } from '../lib/api-client';

/** The dashboards of issue 19 (/api/dashboards/*): each for the signed-in person's own scope over a date range. */

export const dashboardKeys = {
  all: ['dashboards'] as const,
  file: (range: DateRange) => [...dashboardKeys.all, 'file', range.from, range.to] as const,
  app: () => [...dashboardKeys.all, 'app'] as const,
  analytics: (range: DateRange) => [...dashboardKeys.all, 'analytics', range.from, range.to] as const,
  ecommerce: (range: DateRange) => [...dashboardKeys.all, 'ecommerce', range.from, range.to] as const,
  booking: (range: DateRange) => [...dashboardKeys.all, 'booking', range.from, range.to] as const,
  banking: (range: DateRange) => [...dashboardKeys.all, 'banking', range.from, range.to] as const,
};

/** Today's work, by the signed-in person's role; refetched on live order and chat events (live-events-provider). */
export function useAppDashboard() {
  return useQuery({
    queryKey: dashboardKeys.app(),
    queryFn: ({ signal }) => api<DashboardApp>('/api/dashboards/app', { signal }),
    // "Today" moves on by itself: a page left open reads again every minute.
    refetchInterval: 60_000,
  });
}

export function getFileDashboard(range: DateRange, signal?: AbortSignal): Promise<DashboardFile> {
  return api<DashboardFile>('/api/dashboards/file', { query: { from: range.from, to: range.to }, signal });
}

/** The CSV of the same range (a plain link: the browser downloads it with the session cookie). */
export const fileDashboardCsvHref = (range: DateRange) =>
  `/api/dashboards/file.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

export function useFileDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.file(range),
    queryFn: ({ signal }) => getFileDashboard(range, signal),
    // The figures of the previous range stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export const bankingDashboardCsvHref = (range: DateRange) =>
  `/api/dashboards/banking.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

/** A pharmacy's invoices and the quarter's VAT over a range (every pharmacy's for an admin). */
export function useBankingDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.banking(range),
    queryFn: ({ signal }) =>
      api<DashboardBanking>('/api/dashboards/banking', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const analyticsDashboardCsvHref = (range: DateRange) =>
  `/api/dashboards/analytics.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

/** The orders of a range at the person's pharmacy (every pharmacy for an admin), with the previous period. */
export function useAnalyticsDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.analytics(range),
    queryFn: ({ signal }) =>
      api<DashboardAnalytics>('/api/dashboards/analytics', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const ecommerceDashboardCsvHref = (range: DateRange) =>
  `/api/dashboards/ecommerce.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

/** The pharmacy's shop over a range (every pharmacy's for an admin). */
export function useEcommerceDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.ecommerce(range),
    queryFn: ({ signal }) =>
      api<DashboardEcommerce>('/api/dashboards/ecommerce', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const bookingDashboardCsvHref = (range: DateRange) =>
  `/api/dashboards/booking.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

/** The pharmacy's handovers and calendar over a range (every pharmacy's for an admin). */
export function useBookingDashboard(range: DateRange) {
  return useQuery({
    queryKey: dashboardKeys.booking(range),
    queryFn: ({ signal }) =>
      api<DashboardBooking>('/api/dashboards/booking', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
  });
}
