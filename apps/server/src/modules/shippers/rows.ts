import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyStaff, shipperPharmacies, shippers, users } from '../../db/schema';
import { imageUrl } from '../../lib/images';
import { orderByKeys, utcMicros, type SortKey } from '../../lib/keyset-cursor';

/**
 * Who looks at shippers: an admin sees every shipper account with its e-mail; a pharmacy's active staff see the
 * active shippers delivering for their pharmacies (only those pharmacies, no e-mail).
 */
export type ShipperViewer = { kind: 'admin' } | { kind: 'staff'; pharmacyIds: string[] };

/** The pharmacies an active pharmacy account works for (its scope as a viewer). */
export async function staffViewer(db: Db, user: UserProfile): Promise<ShipperViewer> {
  if (user.role === 'admin') return { kind: 'admin' };
  const rows = await db
    .select({ id: pharmacyStaff.pharmacyId })
    .from(pharmacyStaff)
    .where(eq(pharmacyStaff.userId, user.uid));
  return { kind: 'staff', pharmacyIds: rows.map((r) => r.id) };
}

/** Orders a shipper has delivered (the index on (shipper_id, status) answers it). */
export const deliveriesDone = sql<number>`(SELECT count(*)::int FROM orders o WHERE o.shipper_id = ${users.uid} AND o.status = 'delivered')`;

/** Shipper accounts this viewer may see at all. */
export function visibleTo(viewer: ShipperViewer): SQL {
  if (viewer.kind === 'admin') return eq(users.role, 'shipper');
  const ids = viewer.pharmacyIds.length > 0 ? viewer.pharmacyIds : [''];
  return and(
    eq(users.role, 'shipper'),
    eq(users.status, 'active'),
    sql`EXISTS (SELECT 1 FROM shipper_pharmacies sp WHERE sp.shipper_id = ${users.uid} AND sp.pharmacy_id IN ${ids})`,
  )!;
}

/** A shipper account with no `shippers` row yet reads with the defaults (bike, not available, profile phone). */
const columns = {
  uid: users.uid,
  slug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  email: users.email,
  status: users.status,
  avatarKey: users.avatarKey,
  phone: sql<string>`coalesce(${shippers.phone}, ${users.phone})`,
  vehicle: sql<ShipperRow['vehicle']>`coalesce(${shippers.vehicle}, 'bike')`,
  available: sql<boolean>`coalesce(${shippers.available}, false)`,
  deliveriesDone,
  createdAt: users.createdAt,
  cursorAt: utcMicros(users.createdAt),
};

export type ShipperRecord = ShipperRow & { createdAt: Date; cursorAt: string };

/** Rows with their pharmacies (by name; a pharmacy's staff only see their own pharmacies). */
export async function selectShippers(
  db: Db,
  viewer: ShipperViewer,
  where: (SQL | undefined)[],
  order: SortKey[],
  limit: number,
): Promise<ShipperRecord[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(shippers, eq(shippers.userId, users.uid))
    .where(and(visibleTo(viewer), ...where))
    .orderBy(...orderByKeys(order))
    .limit(limit);
  const uids = rows.map((r) => r.uid);
  const links =
    uids.length === 0
      ? []
      : await db
          .select({
            shipperId: shipperPharmacies.shipperId,
            pharmacyId: shipperPharmacies.pharmacyId,
            pharmacyName: pharmacies.name,
            isStaff: shipperPharmacies.isStaff,
          })
          .from(shipperPharmacies)
          .innerJoin(pharmacies, eq(pharmacies.id, shipperPharmacies.pharmacyId))
          .where(
            and(
              inArray(shipperPharmacies.shipperId, uids),
              viewer.kind === 'staff' ? inArray(shipperPharmacies.pharmacyId, viewer.pharmacyIds) : undefined,
            ),
          )
          .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
  return rows.map((r) => ({
    uid: r.uid,
    slug: r.slug,
    firstName: r.firstName,
    lastName: r.lastName,
    displayName: r.displayName,
    avatarUrl: imageUrl(r.avatarKey),
    email: viewer.kind === 'admin' ? r.email : null,
    status: r.status as ShipperRow['status'],
    phone: r.phone,
    vehicle: r.vehicle,
    available: r.available,
    deliveriesDone: r.deliveriesDone,
    pharmacies: links
      .filter((l) => l.shipperId === r.uid)
      .map(({ pharmacyId, pharmacyName, isStaff }) => ({ pharmacyId, pharmacyName, isStaff })),
    createdAt: r.createdAt,
    cursorAt: r.cursorAt,
  }));
}

/** Drops the fields only the server uses. */
export function toShipperRow(record: ShipperRecord): ShipperRow {
  const { createdAt: _createdAt, cursorAt: _cursorAt, ...row } = record;
  return row;
}
