import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { shipperPharmacies } from '../../db/schema';
import { staffPharmacyIds } from '../pharmacies/service';

/**
 * What one reader's calendar holds (decision 011, PRODUCT.md): their own events; pharmacy staff their pharmacies'
 * shared dates and the availability of the couriers who deliver for them; a courier their own availability plus the
 * on-duty days and delivery slots of the pharmacies they deliver for; an admin, read-only, every pharmacy's shared
 * dates and every courier's availability. Nobody reads another person's personal events.
 */
export interface CalendarScope {
  uid: string;
  role: UserProfile['role'];
  /** Pharmacies whose shared dates the reader writes. */
  staffOf: string[];
  /** Pharmacies a courier delivers for (read-only on-duty days and delivery slots). */
  serves: string[];
  /** Admin: every pharmacy and every courier, read-only. */
  everything: boolean;
}

export async function scopeOf(db: Db, user: UserProfile): Promise<CalendarScope> {
  const [staff, served] = await Promise.all([
    user.role === 'pharmacy' ? staffPharmacyIds(db, user.uid) : [],
    user.role === 'shipper' ? db.select({ id: shipperPharmacies.pharmacyId }).from(shipperPharmacies).where(eq(shipperPharmacies.shipperId, user.uid)) : [],
  ]);
  return { uid: user.uid, role: user.role, staffOf: staff, serves: served.map((r) => r.id), everything: user.role === 'admin' };
}
