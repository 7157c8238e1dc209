import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@pharmacy/shared/schemas/pharmacy';
import type { PharmacyShipperList, Shipper, ShipperUpdateInput, Vehicle } from '@pharmacy/shared/schemas/shipper';
import type { Db } from '../../db/client';
import { pharmacies, shipperPharmacies, shippers, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { availableByCalendar } from '../calendar/availability';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type SortKey } from '../../lib/keyset-cursor';

/*
 * Shippers: a `shippers` row holds a shipper account's working phone, vehicle and availability; it is created on
 * the shipper's first change or when an admin links pharmacies. Until then the account reads as not available,
 * with its profile phone. Only active accounts of role `shipper` count as shippers anywhere.
 */

const activeShipper = and(eq(users.role, 'shipper'), eq(users.status, 'active'));

/** The shipper's own view: details, availability and the pharmacies it delivers for (by name). */
export async function getShipper(db: Db, uid: string): Promise<Shipper> {
  const [row] = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      profilePhone: users.phone,
      phone: shippers.phone,
      vehicle: shippers.vehicle,
      available: shippers.available,
    })
    .from(users)
    .leftJoin(shippers, eq(shippers.userId, users.uid))
    .where(eq(users.uid, uid));
  if (!row) throw notFound('No such account.');
  const links = await db
    .select({
      pharmacyId: shipperPharmacies.pharmacyId,
      pharmacyName: pharmacies.name,
      isStaff: shipperPharmacies.isStaff,
    })
    .from(shipperPharmacies)
    .innerJoin(pharmacies, eq(pharmacies.id, shipperPharmacies.pharmacyId))
    .where(eq(shipperPharmacies.shipperId, uid))
    .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
  return {
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    phone: row.phone ?? row.profilePhone,
    vehicle: row.vehicle ?? 'bike',
    available: row.available ?? false,
    pharmacies: links,
  };
}

/**
 * Creates the shippers row if missing (with the profile phone) and locks it, so concurrent changes of one shipper
 * run one after the other.
 */
export async function lockShipperRow(db: Db, uid: string): Promise<void> {
  await db
    .insert(shippers)
    .values({ userId: uid, phone: sql`(SELECT phone FROM users WHERE uid = ${uid})` })
    .onConflictDoUpdate({ target: shippers.userId, set: { updatedAt: sql`now()` } });
}

/** PATCH /api/shippers/me. */
export async function updateShipper(db: Db, uid: string, input: ShipperUpdateInput): Promise<Shipper> {
  await db.transaction(async (tx) => {
    await lockShipperRow(tx, uid);
    const set: { available?: boolean; phone?: string; vehicle?: Vehicle } = {};
    if (input.available !== undefined) set.available = input.available;
    if (input.phone !== undefined) set.phone = input.phone;
    if (input.vehicle !== undefined) set.vehicle = input.vehicle;
    if (Object.keys(set).length > 0) await tx.update(shippers).set(set).where(eq(shippers.userId, uid));
  });
  return getShipper(db, uid);
}

/** 400 per line for pharmacies that do not exist (`<i>.pharmacyId`, or `pharmacies.<i>.pharmacyId` with a prefix). */
export async function assertKnownPharmacies(db: Db, links: { pharmacyId: string }[], prefix = ''): Promise<void> {
  const ids = links.map((l) => l.pharmacyId);
  const known = new Set(
    ids.length === 0
      ? []
      : (await db.select({ id: pharmacies.id }).from(pharmacies).where(inArray(pharmacies.id, ids))).map((r) => r.id),
  );
  const unknown: Record<string, string> = {};
  links.forEach((link, i) => {
    if (!known.has(link.pharmacyId)) unknown[`${prefix}${i}.pharmacyId`] = 'validation.unknownPharmacy';
  });
  if (Object.keys(unknown).length > 0) throw badRequest('Some pharmacies do not exist.', unknown);
}

/**
 * PUT /api/shippers/:uid/pharmacies (admin): the pharmacies an active shipper account delivers for, replaced as
 * a whole. Unknown pharmacies are refused per line.
 */
export async function setShipperPharmacies(
  db: Db,
  uid: string,
  links: { pharmacyId: string; isStaff: boolean }[],
): Promise<Shipper> {
  const [user] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.uid, uid));
  if (!user) throw notFound('No such account.');
  if (user.role !== 'shipper')
    throw conflict('NOT_SHIPPER_ACCOUNT', 'Only shipper accounts can deliver for pharmacies.');
  if (user.status !== 'active') throw conflict('ACCOUNT_NOT_ACTIVE', 'Approve this shipper account first.');
  await assertKnownPharmacies(db, links);
  await db.transaction(async (tx) => {
    await lockShipperRow(tx, uid);
    await tx.delete(shipperPharmacies).where(eq(shipperPharmacies.shipperId, uid));
    if (links.length > 0) {
      await tx
        .insert(shipperPharmacies)
        .values(links.map((l) => ({ shipperId: uid, pharmacyId: l.pharmacyId, isStaff: l.isStaff })));
    }
  });
  return getShipper(db, uid);
}

/** Available shippers first, then by name (byte order, as on both engines), the uid breaking ties. */
const PHARMACY_SHIPPER_KEYS: SortKey[] = [
  { expr: sql`${shippers.available}`, desc: true, type: 'bool' },
  { expr: sql`${users.displayName} COLLATE "C"`, desc: false },
  { expr: sql`${users.uid}`, desc: false },
];

/**
 * The shippers (active accounts) delivering for a pharmacy: available ones first, then by name; keyset-paginated.
 */
export async function listPharmacyShippers(db: Db, pharmacyId: string, query: PageQuery): Promise<PharmacyShipperList> {
  const keys = PHARMACY_SHIPPER_KEYS;
  const after = query.cursor ? cursorAfter(query.cursor, 'pharmacy-shippers', keys) : undefined;
  const rows = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      phone: shippers.phone,
      vehicle: shippers.vehicle,
      available: shippers.available,
      isStaff: shipperPharmacies.isStaff,
    })
    .from(shipperPharmacies)
    .innerJoin(shippers, eq(shippers.userId, shipperPharmacies.shipperId))
    .innerJoin(users, eq(users.uid, shipperPharmacies.shipperId))
    .where(and(eq(shipperPharmacies.pharmacyId, pharmacyId), activeShipper, after))
    .orderBy(...orderByKeys(keys))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) =>
    encodeCursor('pharmacy-shippers', [last.available, last.displayName, last.uid]),
  );
  // The switch orders the list; an availability event covering now makes a courier assignable too.
  const byCalendar = await availableByCalendar(db, page.filter((r) => !r.available).map((r) => r.uid));
  return { items: page.map((r) => (byCalendar.has(r.uid) ? { ...r, available: true } : r)), nextCursor };
}

/**
 * For the order rules (docs/PRODUCT.md "The law"): whether this account is an active shipper delivering for this
 * pharmacy, and if so whether it is available and belongs to the pharmacy's staff. Null otherwise. Accepts a
 * transaction as `db`.
 */
export async function findShipperForPharmacy(
  db: Db,
  shipperUid: string,
  pharmacyId: string,
): Promise<{ uid: string; available: boolean; isStaff: boolean } | null> {
  const [row] = await db
    .select({ uid: users.uid, available: shippers.available, isStaff: shipperPharmacies.isStaff })
    .from(shipperPharmacies)
    .innerJoin(shippers, eq(shippers.userId, shipperPharmacies.shipperId))
    .innerJoin(users, eq(users.uid, shipperPharmacies.shipperId))
    .where(
      and(eq(shipperPharmacies.shipperId, shipperUid), eq(shipperPharmacies.pharmacyId, pharmacyId), activeShipper),
    );
  if (!row) return null;
  return row.available ? row : { ...row, available: (await availableByCalendar(db, [row.uid])).has(row.uid) };
}
