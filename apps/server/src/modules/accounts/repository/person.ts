import type { Language } from '@pharmacy/shared/languages';
import type { AccountStatus, Role } from '@pharmacy/shared/roles';
import { eq, inArray } from 'drizzle-orm';
import type { Person, PersonPharmacy } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authUser, pharmacies, pharmacyStaff, shipperPharmacies, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { imageUrl } from '../../../lib/images';
import { resolveSlug } from '../../../lib/slugs';
import { profileColumns, toProfile } from './profile';

/** What a person row needs: the profile of SPEC §3 plus the people fields (issue 5). */
export const personColumns = {
  ...profileColumns,
  slug: users.slug,
  avatarKey: users.avatarKey,
  address: users.address,
  postalCode: users.postalCode,
  city: users.city,
  anonymisedAt: users.anonymisedAt,
};
export interface PersonRow {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  status: AccountStatus;
  phone: string;
  language: Language;
  createdAt: Date;
  updatedAt: Date;
  emailVerified: boolean;
  slug: string;
  avatarKey: string | null;
  address: string;
  postalCode: string;
  city: string;
  anonymisedAt: Date | null;
}

export function toPerson(row: PersonRow, pharmacyList: PersonPharmacy[]): Person {
  return {
    ...toProfile(row),
    slug: row.slug,
    avatarUrl: imageUrl(row.avatarKey),
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    pharmacies: pharmacyList,
    anonymised: row.anonymisedAt !== null,
  };
}

/**
 * The pharmacies of many people in one query: the ones pharmacy accounts work for (pharmacy_staff) and the ones
 * shippers deliver for (shipper_pharmacies). A person has one role, so the two halves never mix for one uid.
 */
export async function pharmaciesOf(db: Db, uids: string[]): Promise<Map<string, PersonPharmacy[]>> {
  const result = new Map<string, PersonPharmacy[]>();
  if (uids.length === 0) return result;
  const staff = db
    .select({ uid: pharmacyStaff.userId, id: pharmacies.id, name: pharmacies.name, slug: pharmacies.slug })
    .from(pharmacyStaff)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
    .where(inArray(pharmacyStaff.userId, uids));
  const served = db
    .select({ uid: shipperPharmacies.shipperId, id: pharmacies.id, name: pharmacies.name, slug: pharmacies.slug })
    .from(shipperPharmacies)
    .innerJoin(pharmacies, eq(pharmacies.id, shipperPharmacies.pharmacyId))
    .where(inArray(shipperPharmacies.shipperId, uids));
  const rows = await staff.unionAll(served);
  // Byte order of the name, like every list here (a UNION cannot ORDER BY an expression).
  rows.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const row of rows) {
    const list = result.get(row.uid) ?? [];
    list.push({ id: row.id, name: row.name, slug: row.slug });
    result.set(row.uid, list);
  }
  return result;
}

export async function toPeople(db: Db, rows: PersonRow[]): Promise<Person[]> {
  const byUid = await pharmaciesOf(db, rows.map((r) => r.uid));
  return rows.map((row) => toPerson(row, byUid.get(row.uid) ?? []));
}

export async function findPersonRow(db: Db, uid: string): Promise<PersonRow | null> {
  const rows = await db.select(personColumns).from(users).innerJoin(authUser, eq(authUser.id, users.uid)).where(eq(users.uid, uid));
  return rows[0] ?? null;
}

export async function findPerson(db: Db, uid: string): Promise<Person | null> {
  const row = await findPersonRow(db, uid);
  if (!row) return null;
  const [person] = await toPeople(db, [row]);
  return person ?? null;
}

/** A person by slug; an old slug (before a rename) still finds them. */
export async function findPersonBySlug(db: Db, slug: string): Promise<Person> {
  const uid = await resolveSlug(db, 'user', slug);
  const person = uid ? await findPerson(db, uid) : null;
  if (!person) throw notFound('No such person.');
  return person;
}
