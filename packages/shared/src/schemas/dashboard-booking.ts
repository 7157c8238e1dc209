import { z } from 'zod';

/*
 * GET /api/dashboards/booking (issue 19): a pharmacy's handovers and its calendar over a range of Brussels days, for
 * its staff (every pharmacy for an admin): pickups and deliveries done per day, delivery slots per day and per start
 * time, on-duty shifts, and the hours the couriers who deliver for it said they were available.
 */

const count = z.number().int().nonnegative();

export const dashboardBookingSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Now, whatever the range: orders ready and waiting for the patient, and for a courier (or on the road). */
  waiting: z.object({ toCollect: count, toDeliver: count }),
  perDay: z.array(
    z.object({
      date: z.string(),
      /** Orders collected at the pharmacy and delivered home that day (from the order history). */
      pickups: count,
      deliveries: count,
      /** Delivery slots starting that day. */
      slots: count,
      /** On-duty shifts starting that day. */
      onDuty: count,
      /** Couriers with availability starting that day, and the minutes of it. */
      couriers: count,
      availableMinutes: count,
    }),
  ),
  /** Delivery slots of the range by their Brussels start time ('HH:MM'), earliest first. */
  slotTimes: z.array(z.object({ time: z.string(), slots: count })),
  /** The range's on-duty shifts, in order (at most 20). */
  onDuty: z.array(z.object({ pharmacy: z.string(), start: z.string(), end: z.string() })),
});
export type DashboardBooking = z.infer<typeof dashboardBookingSchema>;
