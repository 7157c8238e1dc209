import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShipperAdminUpdateInput, ShipperProfile, ShipperRow } from '@pharmacy/shared/schemas/shipper';
import type { ShipperCreateInput } from '@pharmacy/shared/schemas/shipper';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { shipperPharmacies, shippers, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { toCsv, type CsvValue } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { resolveSlug } from '../../lib/slugs';
import { createAccount } from '../accounts/commands/register';
import { isStaff } from '../pharmacies/service';
import { listShippers, type ShipperFilters } from './list';
import { selectShippers, toShipperRow, type ShipperRecord, type ShipperViewer } from './rows';
import { assertKnownPharmacies, lockShipperRow } from './service';

const ADMIN: ShipperViewer = { kind: 'admin' };
const EXPORT_MAX_ROWS = 20_000;

async function recordOf(db: Db, viewer: ShipperViewer, uid: string): Promise<ShipperRecord | null> {
  const [row] = await selectShippers(db, viewer, [eq(users.uid, uid)], [], 1);
  return row ?? null;
}

/** A shipper account by uid as an admin sees it, or 404. */
export async function findShipperRow(db: Db, uid: string): Promise<ShipperRow> {
  const row = await recordOf(db, ADMIN, uid);
  if (!row) throw notFound('No such shipper.');
  return toShipperRow(row);
}

/** GET /api/shippers/by-slug/:slug (admin); an old slug still finds the shipper. */
export async function findShipperBySlug(db: Db, slug: string): Promise<ShipperRow> {
  const uid = await resolveSlug(db, 'user', slug);
  if (!uid) throw notFound('No such shipper.');
  return findShipperRow(db, uid);
}

/**
 * GET /api/shippers/by-slug/:slug/profile: the shipper themself, an admin, or the active staff of a pharmacy it
 * delivers for. Anyone else gets the same 404 as for an unknown slug. There is no rating system: rating is null.
 */
export async function getShipperProfile(db: Db, slug: string, viewer: UserProfile): Promise<ShipperProfile> {
  const uid = await resolveSlug(db, 'user', slug);
  if (!uid) throw notFound('No such shipper.');
  let as: ShipperViewer | null = null;
  if (viewer.uid === uid || (viewer.role === 'admin' && viewer.status === 'active')) as = ADMIN;
  else if (viewer.role === 'pharmacy' && viewer.status === 'active') {
    const served = await db
      .select({ pharmacyId: shipperPharmacies.pharmacyId })
      .from(shipperPharmacies)
      .where(eq(shipperPharmacies.shipperId, uid));
    const mine: string[] = [];
    for (const { pharmacyId } of served) if (await isStaff(db, pharmacyId, viewer.uid)) mine.push(pharmacyId);
    if (mine.length > 0) as = { kind: 'staff', pharmacyIds: mine };
  }
  const record = as ? await recordOf(db, as, uid) : null;
  if (!record) throw notFound('No such shipper.');
  return { shipper: toShipperRow(record), memberSince: record.createdAt.toISOString(), rating: null };
}

/** GET /api/shippers/export.csv (admin): every matching shipper, in the list's order. */
export async function exportShippers(db: Db, query: ShipperFilters): Promise<string> {
  const rows: CsvValue[][] = [];
  let cursor: string | undefined;
  do {
    const page = await listShippers(db, ADMIN, { ...query, cursor, limit: 500 });
    for (const s of page.items) {
      rows.push([
        s.displayName,
        s.firstName,
        s.lastName,
        s.email,
        s.phone,
        s.status,
        s.vehicle,
        s.available ? 'yes' : 'no',
        s.deliveriesDone,
        s.pharmacies.map((p) => p.pharmacyName).join('; '),
        s.slug,
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  const header = ['name', 'first_name', 'last_name', 'email', 'phone', 'status', 'vehicle', 'available'];
  return toCsv([...header, 'deliveries_done', 'pharmacies', 'slug'], rows.slice(0, EXPORT_MAX_ROWS));
}

async function replaceLinks(tx: Db, uid: string, links: { pharmacyId: string; isStaff: boolean }[]) {
  await tx.delete(shipperPharmacies).where(eq(shipperPharmacies.shipperId, uid));
  if (links.length > 0)
    await tx
      .insert(shipperPharmacies)
      .values(links.map((l) => ({ shipperId: uid, pharmacyId: l.pharmacyId, isStaff: l.isStaff })));
}

/**
 * POST /api/shippers (admin): an active, verified courier account without a password yet, its `shippers` row, its
 * pharmacies and the audit entry in one transaction; then a welcome e-mail (better-auth's reset link) lets the courier
 * choose one.
 */
export async function createShipper(
  app: FastifyInstance,
  input: ShipperCreateInput & { email: string },
  actorId: string,
  onMailError: (error: unknown) => void,
): Promise<ShipperRow> {
  await assertKnownPharmacies(app.db, input.pharmacies, 'pharmacies.');
  const profile = await createAccount(app.db, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: 'shipper',
    language: input.language,
    phone: input.phone,
    emailVerified: true,
    status: 'active',
    within: async (tx, uid) => {
      await tx.insert(shippers).values({ userId: uid, phone: input.phone, vehicle: input.vehicle });
      await replaceLinks(tx, uid, input.pharmacies);
      await writeAudit(tx, {
        actorId,
        action: 'shipper.created',
        entityType: 'user',
        entityId: uid,
        detail: { vehicle: input.vehicle, pharmacies: input.pharmacies },
      });
    },
  });
  // The account exists even if the mail fails: the courier (or an admin) asks for a new link from the sign-in page.
  await app.auth.api
    .requestPasswordReset({ body: { email: profile.email, redirectTo: '/auth/new-password' } })
    .catch(onMailError);
  return findShipperRow(app.db, profile.uid);
}

/** PATCH /api/shippers/:uid (admin): phone, vehicle, availability and pharmacies, with the audit entry. */
export async function updateShipperAsAdmin(
  db: Db,
  uid: string,
  input: ShipperAdminUpdateInput,
  actorId: string,
): Promise<ShipperRow> {
  const [user] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, uid), eq(users.role, 'shipper')));
  if (!user) throw notFound('No such shipper.');
  if (input.pharmacies) await assertKnownPharmacies(db, input.pharmacies, 'pharmacies.');
  await db.transaction(async (tx) => {
    await lockShipperRow(tx, uid);
    const set = {
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.vehicle !== undefined ? { vehicle: input.vehicle } : {}),
      ...(input.available !== undefined ? { available: input.available } : {}),
    };
    if (Object.keys(set).length > 0)
      await tx
        .update(shippers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(shippers.userId, uid));
    if (input.pharmacies) await replaceLinks(tx, uid, input.pharmacies);
    await writeAudit(tx, {
      actorId,
      action: 'shipper.updated',
      entityType: 'user',
      entityId: uid,
      detail: {
        fields: Object.keys(input).filter((k) => input[k as keyof ShipperAdminUpdateInput] !== undefined),
        ...set,
        ...(input.pharmacies ? { pharmacies: input.pharmacies } : {}),
      },
    });
  });
  return findShipperRow(db, uid);
}
