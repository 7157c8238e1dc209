import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PageQuery, Pharmacy, PharmacyList, StockItem, StockList } from '@pharmacy/shared/schemas/pharmacy';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import type { Db } from '../../db/client';
import { medicinePresentations, medicines, pharmacies, pharmacyStaff, pharmacyStock, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { invalidateCatalogue } from '../catalogue/cache';

const pharmacyColumns = {
  id: pharmacies.id,
  name: pharmacies.name,
  code: pharmacies.code,
  address: pharmacies.address,
  postalCode: pharmacies.postalCode,
  city: pharmacies.city,
};

/** Opaque keyset cursor: base64url of a JSON array of the sort values. */
function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length && values.every((v) => typeof v === 'string')) return values;
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
}

/** Every pharmacy by name (byte order, the same on both engines), keyset-paginated. */
export async function listPharmacies(db: Db, query: PageQuery): Promise<PharmacyList> {
  const after = query.cursor ? decodeCursor(query.cursor, 2) : null;
  const byName = sql`${pharmacies.name} COLLATE "C"`;
  const rows = await db
    .select(pharmacyColumns)
    .from(pharmacies)
    .where(after ? sql`(${byName} > ${after[0]} OR (${pharmacies.name} = ${after[0]} AND ${pharmacies.id} > ${after[1]}))` : undefined)
    .orderBy(byName, asc(pharmacies.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.id]) : null };
}

export async function findPharmacy(db: Db, id: string): Promise<Pharmacy> {
  const [row] = await db.select(pharmacyColumns).from(pharmacies).where(eq(pharmacies.id, id));
  if (!row) throw notFound('No such pharmacy.');
  return row;
}

export async function pharmaciesOfStaff(db: Db, uid: string): Promise<Pharmacy[]> {
  return db
    .select(pharmacyColumns)
    .from(pharmacyStaff)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
    .where(eq(pharmacyStaff.userId, uid))
    .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
}

export async function createPharmacy(db: Db, input: Omit<Pharmacy, 'id'>): Promise<Pharmacy> {
  const [row] = await db
    .insert(pharmacies)
    .values({ id: randomUUID(), ...input })
    .onConflictDoNothing({ target: pharmacies.code })
    .returning(pharmacyColumns);
  if (!row) throw conflict('PHARMACY_CODE_TAKEN', 'Another pharmacy has this code.', { code: 'validation.codeTaken' });
  return row;
}

/** Links a pharmacy-role account to a pharmacy (idempotent). */
export async function addStaff(db: Db, pharmacyId: string, uid: string): Promise<void> {
  await findPharmacy(db, pharmacyId);
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

async function isStaff(db: Db, pharmacyId: string, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: pharmacyStaff.userId })
    .from(pharmacyStaff)
    .where(and(eq(pharmacyStaff.pharmacyId, pharmacyId), eq(pharmacyStaff.userId, uid)));
  return rows.length > 0;
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
  await findPharmacy(db, pharmacyId);
  if (user.role === 'admin') return user;
  if (!(await isStaff(db, pharmacyId, user.uid))) throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  return user;
}

const stockColumns = {
  cip13: pharmacyStock.cip13,
  cis: medicinePresentations.cis,
  medicineName: medicines.name,
  label: medicinePresentations.label,
  quantity: pharmacyStock.quantity,
  price: pharmacyStock.priceCents,
  officialPrice: medicinePresentations.priceCents,
  updatedAt: pharmacyStock.updatedAt,
};

const toStockItem = (row: Omit<StockItem, 'updatedAt'> & { updatedAt: Date }): StockItem => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

function stockQuery(db: Db) {
  return db
    .select(stockColumns)
    .from(pharmacyStock)
    .innerJoin(medicinePresentations, eq(medicinePresentations.cip13, pharmacyStock.cip13))
    .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis));
}

/** The pharmacy's stock lines by CIP13, keyset-paginated (presentations withdrawn from the catalogue included). */
export async function listStock(db: Db, pharmacyId: string, query: PageQuery): Promise<StockList> {
  const after = query.cursor ? decodeCursor(query.cursor, 1)[0] : null;
  const rows = await stockQuery(db)
    .where(and(eq(pharmacyStock.pharmacyId, pharmacyId), after ? gt(pharmacyStock.cip13, after) : undefined))
    .orderBy(asc(pharmacyStock.cip13))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toStockItem);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.cip13]) : null };
}

/** Sets quantity and price of one presentation (creates the line); only presentations still in the catalogue. */
export async function setStock(
  db: Db,
  pharmacyId: string,
  cip13: string,
  input: { quantity: number; price: number | null },
  uid: string,
): Promise<StockItem> {
  const [presentation] = await db
    .select({ cip13: medicinePresentations.cip13 })
    .from(medicinePresentations)
    .where(and(eq(medicinePresentations.cip13, cip13), isNull(medicinePresentations.withdrawnAt)));
  if (!presentation) throw notFound('No presentation has this CIP13 code in the catalogue.');
  await db
    .insert(pharmacyStock)
    .values({ pharmacyId, cip13, quantity: input.quantity, priceCents: input.price, updatedBy: uid })
    .onConflictDoUpdate({
      target: [pharmacyStock.pharmacyId, pharmacyStock.cip13],
      set: { quantity: input.quantity, priceCents: input.price, updatedBy: uid, updatedAt: sql`now()` },
    });
  invalidateCatalogue(db);
  const [row] = await stockQuery(db).where(and(eq(pharmacyStock.pharmacyId, pharmacyId), eq(pharmacyStock.cip13, cip13)));
  return toStockItem(row);
}

export async function deleteStock(db: Db, pharmacyId: string, cip13: string): Promise<void> {
  const removed = await db
    .delete(pharmacyStock)
    .where(and(eq(pharmacyStock.pharmacyId, pharmacyId), eq(pharmacyStock.cip13, cip13)))
    .returning({ cip13: pharmacyStock.cip13 });
  if (removed.length === 0) throw notFound('This pharmacy has no stock line for this presentation.');
  invalidateCatalogue(db);
}
