import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import { toCsv } from '../../lib/csv';

const HEADER = [
  'date',
  'pickups',
  'deliveries',
  'delivery_slots',
  'on_duty_shifts',
  'couriers_available',
  'available_minutes',
];

/** The booking dashboard's days, one row each. */
export function bookingDashboardCsv(figures: DashboardBooking): string {
  return toCsv(
    HEADER,
    figures.perDay.map((d) => [d.date, d.pickups, d.deliveries, d.slots, d.onDuty, d.couriers, d.availableMinutes]),
  );
}
