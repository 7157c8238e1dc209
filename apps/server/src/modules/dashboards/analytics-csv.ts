import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { toCsv } from '../../lib/csv';

const HEADER = ['table', 'key', 'value', 'second_value'];

/** The analytics dashboard's tables in one sheet: orders per day (home delivery, take-away), per hour, by type, both periods. */
export function analyticsDashboardCsv(figures: DashboardAnalytics): string {
  const periods = (['current', 'previous'] as const).flatMap((p) =>
    Object.entries(figures[p]).map(([key, value]) => [`period_${p}`, key, value, '']),
  );
  return toCsv(HEADER, [
    ...figures.perDay.map((d) => ['orders_per_day', d.date, d.neighbour, d.take_away]),
    ...figures.perWeek.map((w) => ['orders_per_week', w.week, w.orders, '']),
    ...figures.byHour.map((h) => ['orders_per_hour', h.hour, h.orders, '']),
    ...figures.byDeliveryType.map((t) => ['delivery_type', t.type, t.orders, '']),
    ...figures.byPrescriptionType.map((t) => ['prescription_type', t.type, t.orders, '']),
    ...(['accept', 'prepare', 'handover'] as const).map((k) => [
      `lead_time_${k}_minutes`,
      figures.leadTimes[k].orders,
      figures.leadTimes[k].medianMinutes,
      figures.leadTimes[k].p90Minutes,
    ]),
    ...periods,
  ]);
}
