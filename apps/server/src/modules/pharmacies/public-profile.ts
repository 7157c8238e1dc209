import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orders, pharmacyStaff, shipperPharmacies, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { imageUrl } from '../../lib/images';
import { resolveSlug } from '../../lib/slugs';
import { findPharmacy, isStaff } from './service';

/** Orders a pharmacy has handled to the end. */
const HANDLED: OrderStatus[] = ['delivered', 'collected'];

/**
 * GET /api/pharmacies/by-slug/:slug/profile: the public face of a pharmacy (an old slug still finds it), its
 * active staff by name, and two counts. Staff e-mail addresses are for its own active staff and admins only.
 */
export async function getPharmacyProfile(db: Db, slug: string, viewer: UserProfile | null): Promise<PharmacyProfile> {
  const id = await resolveSlug(db, 'pharmacy', slug);
  if (!id) throw notFound('No such pharmacy.');
  const pharmacy = await findPharmacy(db, id);
  const seesEmails =
    viewer?.status === 'active' &&
    (viewer.role === 'admin' || (viewer.role === 'pharmacy' && (await isStaff(db, id, viewer.uid))));
  const [staff, [shippersRow], [ordersRow]] = await Promise.all([
    db
      .select({
        uid: users.uid,
        slug: users.slug,
        displayName: users.displayName,
        avatarKey: users.avatarKey,
        email: users.email,
      })
      .from(pharmacyStaff)
      .innerJoin(users, eq(users.uid, pharmacyStaff.userId))
      .where(
        and(
          eq(pharmacyStaff.pharmacyId, id),
          eq(users.role, 'pharmacy'),
          eq(users.status, 'active'),
          isNull(users.anonymisedAt),
        ),
      )
      .orderBy(sql`${users.displayName} COLLATE "C"`, asc(users.uid)),
    db
      .select({ n: count() })
      .from(shipperPharmacies)
      .innerJoin(users, eq(users.uid, shipperPharmacies.shipperId))
      .where(and(eq(shipperPharmacies.pharmacyId, id), eq(users.role, 'shipper'), eq(users.status, 'active'))),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.pharmacyId, id), inArray(orders.status, HANDLED))),
  ]);
  return {
    pharmacy,
    staff: staff.map((s) => ({
      uid: s.uid,
      slug: s.slug,
      displayName: s.displayName,
      avatarUrl: imageUrl(s.avatarKey),
      email: seesEmails ? s.email : null,
    })),
    shippersCount: shippersRow?.n ?? 0,
    ordersHandled: ordersRow?.n ?? 0,
  };
}
