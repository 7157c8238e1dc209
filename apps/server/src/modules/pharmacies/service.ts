import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { HomeDelivery, Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyStaff, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { pharmacyColumns, toPharmacies } from './profile';

/** 404 unless the pharmacy exists (one cheap lookup, for checks before the real work). */
export async function assertPharmacyExists(db: Db, id: string): Promise<void> {
  const rows = await db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, id));
  if (rows.length === 0) throw notFound('No such pharmacy.');
}

export async function findPharmacy(db: Db, id: string, now = new Date()): Promise<Pharmacy> {
  const rows = await db.select(pharmacyColumns).from(pharmacies).where(eq(pharmacies.id, id));
  if (rows.length === 0) throw notFound('No such pharmacy.');
  const [pharmacy] = await toPharmacies(db, rows, now);
  return pharmacy;
}

/** The seller fields of its invoices, for its staff and admins only (`invoicing` on the answer). */
export async function withInvoicing(db: Db, pharmacy: Pharmacy): Promise<Pharmacy> {
  const [row] = await db
    .select({ vatNumber: pharmacies.vatNumber, iban: pharmacies.iban, bic: pharmacies.bic, invoiceTermDays: pharmacies.invoiceTermDays })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacy.id));
  return row ? { ...pharmacy, invoicing: row } : pharmacy;
}

/** Whether `user` may read a pharmacy's invoicing details: an admin, or an active account of its staff. */
export async function readsInvoicing(db: Db, user: UserProfile | null, pharmacyId: string): Promise<boolean> {
  if (!user || user.status !== 'active') return false;
  if (user.role === 'admin') return true;
  return user.role === 'pharmacy' && (await isStaff(db, pharmacyId, user.uid));
}

export async function pharmaciesOfStaff(db: Db, uid: string): Promise<Pharmacy[]> {
  const rows = await db
    .select(pharmacyColumns)
    .from(pharmacyStaff)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
    .where(eq(pharmacyStaff.userId, uid))
    .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
  return toPharmacies(db, rows);
}

/** Links a pharmacy-role account to a pharmacy (idempotent). */
export async function addStaff(db: Db, pharmacyId: string, uid: string): Promise<void> {
  await assertPharmacyExists(db, pharmacyId);
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.uid, uid));
  if (!user) throw notFound('No such account.');
  if (user.role !== 'pharmacy') throw conflict('NOT_PHARMACY_ACCOUNT', 'Only pharmacy accounts can be pharmacy staff.');
  await db.insert(pharmacyStaff).values({ pharmacyId, userId: uid }).onConflictDoNothing();
}

export async function removeStaff(db: Db, pharmacyId: string, uid: string): Promise<void> {
  const removed = await db
    .delete(pharmacyStaff)
    .where(and(eq(pharmacyStaff.pharmacyId, pharmacyId), eq(pharmacyStaff.userId, uid)))
    .returning({ uid: pharmacyStaff.userId });
  if (removed.length === 0) throw notFound('This account is not staff of this pharmacy.');
}

/** The ids of the pharmacies `uid` works for (what their invoices, orders and shop products are scoped to). */
export async function staffPharmacyIds(db: Db, uid: string): Promise<string[]> {
  const rows = await db.select({ id: pharmacyStaff.pharmacyId }).from(pharmacyStaff).where(eq(pharmacyStaff.userId, uid));
  return rows.map((r) => r.id);
}

/**
 * The pharmacy a staff member acts for when writing something new (an invoice, a product): theirs if they have one,
 * the one they name among theirs (403 otherwise), and a 400 on `pharmacyId` saying `several` when they must choose.
 */
export async function chosenStaffPharmacy(db: Db, uid: string, named: string | undefined, several: string): Promise<string> {
  const ids = await staffPharmacyIds(db, uid);
  if (named !== undefined) {
    if (!ids.includes(named)) throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
    return named;
  }
  if (ids.length === 1) return ids[0]!;
  if (ids.length === 0) throw forbidden('Your account is not linked to a pharmacy yet.', 'NOT_PHARMACY_STAFF');
  throw badRequest(several, { pharmacyId: 'validation.required' });
}

export async function isStaff(db: Db, pharmacyId: string, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: pharmacyStaff.userId })
    .from(pharmacyStaff)
    .where(and(eq(pharmacyStaff.pharmacyId, pharmacyId), eq(pharmacyStaff.userId, uid)));
  return rows.length > 0;
}

/** The user ids of the pharmacy's active staff accounts (whom order events for this pharmacy reach), by id. */
export async function staffOfPharmacy(db: Db, pharmacyId: string): Promise<string[]> {
  const rows = await db
    .select({ uid: pharmacyStaff.userId })
    .from(pharmacyStaff)
    .innerJoin(users, eq(users.uid, pharmacyStaff.userId))
    .where(and(eq(pharmacyStaff.pharmacyId, pharmacyId), eq(users.role, 'pharmacy'), eq(users.status, 'active')))
    .orderBy(asc(pharmacyStaff.userId));
  return rows.map((r) => r.uid);
}

/** What the order rules need to know of a pharmacy (docs/PRODUCT.md "The law"), or null for an unknown pharmacy. */
export async function getPharmacyPolicy(db: Db, pharmacyId: string): Promise<{ homeDelivery: HomeDelivery } | null> {
  const [row] = await db
    .select({
      enabled: pharmacies.homeDeliveryEnabled,
      postcodes: pharmacies.homeDeliveryPostcodes,
      feeCents: pharmacies.homeDeliveryFeeCents,
      minimumCents: pharmacies.homeDeliveryMinimumCents,
    })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacyId));
  return row ? { homeDelivery: row } : null;
}

/**
 * An active pharmacy account working for this pharmacy (or, when `allowAdmin`, an admin). 404 for an unknown
 * pharmacy comes first: which pharmacies exist is public.
 */
export async function requirePharmacyStaff(
  request: FastifyRequest,
  db: Db,
  pharmacyId: string,
  options: { allowAdmin: boolean },
): Promise<UserProfile> {
  const user = await requireRole(request, options.allowAdmin ? ['pharmacy', 'admin'] : ['pharmacy']);
  await assertPharmacyExists(db, pharmacyId);
  if (user.role === 'admin') return user;
  if (!(await isStaff(db, pharmacyId, user.uid)))
    throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  return user;
}
