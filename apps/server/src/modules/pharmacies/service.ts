import { randomUUID } from 'node:crypto';
import { withUniqueSlug } from '../../lib/slugs';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  HomeDelivery,
  Pharmacy,
  PharmacyDirectoryQuery,
  PharmacyList,
  PharmacyUpdate,
} from '@pharmacy/shared/schemas/pharmacy';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyStaff, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { decodeCursor, encodeCursor } from './cursor';
import { pharmacyColumns, toPharmacies, updatePharmacyProfile } from './profile';

/** At most this many words of `q` count: enough for "pharmacie sablon bruxelles 1000". */
const MAX_SEARCH_WORDS = 8;

/** Each word must appear in the name, city or postcode (accents and case ignored; LIKE wildcards taken literally). */
function searchConditions(q: string | undefined): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => {
    const literal = word.replace(/[\\%_]/g, '\\$&');
    return sql`${pharmacies.searchText} LIKE '%' || catalogue_normalize(${literal}) || '%'`;
  });
}

/** The public directory by name (byte order, the same on both engines), keyset-paginated, optionally filtered. */
export async function listPharmacies(db: Db, query: PharmacyDirectoryQuery, now = new Date()): Promise<PharmacyList> {
  const after = query.cursor ? decodeCursor(query.cursor, 2) : null;
  const byName = sql`${pharmacies.name} COLLATE "C"`;
  const conditions = [
    ...searchConditions(query.q),
    query.onDuty
      ? sql`EXISTS (SELECT 1 FROM pharmacy_on_duty d WHERE d.pharmacy_id = ${pharmacies.id} AND d.date = ${query.onDuty})`
      : undefined,
    after
      ? sql`(${byName} > ${after[0]} OR (${pharmacies.name} = ${after[0]} AND ${pharmacies.id} > ${after[1]}))`
      : undefined,
  ];
  const rows = await db
    .select(pharmacyColumns)
    .from(pharmacies)
    .where(and(...conditions))
    .orderBy(byName, asc(pharmacies.id))
    .limit(query.limit + 1);
  const items = await toPharmacies(db, rows.slice(0, query.limit), now);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.id]) : null };
}

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

export async function pharmaciesOfStaff(db: Db, uid: string): Promise<Pharmacy[]> {
  const rows = await db
    .select(pharmacyColumns)
    .from(pharmacyStaff)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
    .where(eq(pharmacyStaff.userId, uid))
    .orderBy(sql`${pharmacies.name} COLLATE "C"`, asc(pharmacies.id));
  return toPharmacies(db, rows);
}

export async function createPharmacy(
  db: Db,
  input: Pick<Pharmacy, 'name' | 'code' | 'address' | 'postalCode' | 'city'>,
): Promise<Pharmacy> {
  const rows = await withUniqueSlug(db, 'pharmacy', input.name, (slug) =>
    db
      .insert(pharmacies)
      .values({ id: randomUUID(), slug, ...input })
      .onConflictDoNothing({ target: pharmacies.code })
      .returning(pharmacyColumns),
  );
  if (rows.length === 0)
    throw conflict('PHARMACY_CODE_TAKEN', 'Another pharmacy has this code.', { code: 'validation.codeTaken' });
  const [pharmacy] = await toPharmacies(db, rows);
  return pharmacy;
}

/** PATCH /api/pharmacies/:id: contact details, hours, on-duty dates, home delivery. */
export async function updatePharmacy(db: Db, id: string, input: PharmacyUpdate): Promise<Pharmacy> {
  await assertPharmacyExists(db, id);
  await updatePharmacyProfile(db, id, input);
  return findPharmacy(db, id);
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

async function isStaff(db: Db, pharmacyId: string, uid: string): Promise<boolean> {
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

/** What the order rules need to know of a pharmacy (PRODUCT.md "The law"), or null for an unknown pharmacy. */
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
