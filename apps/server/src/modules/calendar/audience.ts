import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pharmacyStaff, shipperPharmacies } from '../../db/schema';
import { staffOfPharmacy } from '../pharmacies/service';

/**
 * Who reads an event of this owner (scope.ts, the other way round), so the live `calendar.changed` reaches them: a
 * pharmacy's staff and its couriers; a person themselves and, for a courier, the staff of the pharmacies they serve.
 */
export async function readersOf(db: Db, owner: { userId: string | null; pharmacyId: string | null }): Promise<string[]> {
  if (owner.pharmacyId) {
    const [staff, couriers] = await Promise.all([
      staffOfPharmacy(db, owner.pharmacyId),
      db.select({ id: shipperPharmacies.shipperId }).from(shipperPharmacies).where(eq(shipperPharmacies.pharmacyId, owner.pharmacyId)),
    ]);
    return [...staff, ...couriers.map((r) => r.id)];
  }
  if (!owner.userId) return [];
  const served = db.select({ id: shipperPharmacies.pharmacyId }).from(shipperPharmacies).where(eq(shipperPharmacies.shipperId, owner.userId));
  const staff = await db.select({ id: pharmacyStaff.userId }).from(pharmacyStaff).where(inArray(pharmacyStaff.pharmacyId, served));
  return [owner.userId, ...staff.map((r) => r.id)];
}
