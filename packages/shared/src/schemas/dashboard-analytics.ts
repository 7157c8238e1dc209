import { z } from 'zod';
import { DELIVERY_TYPES, PRESCRIPTION_TYPES } from './order-form';

/*
 * GET /api/dashboards/analytics (issue 19): the orders placed over a range of Brussels days at the caller's pharmacies
 * (pharmacy staff) or at every pharmacy (an admin), and the same figures for the period of equal length just before.
 */

const count = z.number().int().nonnegative();

/** The headline figures of one period. */
const periodSchema = z.object({
  orders: count,
  rejected: count,
  cancelled: count,
  /** Orders where the pharmacy proposed a substitute for at least one line. */
  substituted: count,
  /** Deliveries that failed at least once. */
  failedDeliveries: count,
  /** Home deliveries (the base of the failure rate). */
  deliveries: count,
});

/** Median and 90th percentile of one step, in minutes; null when no order of the range went through it. */
const leadTimeSchema = z.object({
  orders: count,
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});

export const dashboardAnalyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** The period of the same number of days just before `range`. */
  previousRange: z.object({ from: z.string(), to: z.string() }),
  current: periodSchema,
  previous: periodSchema,
  /** Per Brussels day of the range (days without orders included), split by delivery type. */
  perDay: z.array(z.object({ date: z.string(), neighbour: count, take_away: count })),
  /** Per ISO week (its Monday, 'YYYY-MM-DD') the range touches, counting only the range's days. */
  perWeek: z.array(z.object({ week: z.string(), orders: count })),
  byDeliveryType: z.array(z.object({ type: z.enum(DELIVERY_TYPES), orders: count })),
  byPrescriptionType: z.array(z.object({ type: z.enum(PRESCRIPTION_TYPES), orders: count })),
  /** From placing to acceptance, from acceptance to ready, from ready to the handover (delivered or collected). */
  leadTimes: z.object({ accept: leadTimeSchema, prepare: leadTimeSchema, handover: leadTimeSchema }),
  /** Orders placed per hour of the Brussels day, 0 to 23. */
  byHour: z.array(z.object({ hour: z.number().int(), orders: count })),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;
