import { sql } from 'drizzle-orm';
import { PERSON_QUOTA_BYTES, PHARMACY_QUOTA_BYTES, type FileHome, type FileUsage } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { forbidden } from '../../lib/errors';

/*
 * A home is where an item lives and whose quota it counts against: a person's own files, or a pharmacy's shared
 * folder (decision 015). Writes that change what a home holds (upload, move, trash, purge) lock its row first, so
 * two uploads cannot both pass the quota and two moves cannot build a cycle between them.
 */

export type HomeRef = { ownerId: string; pharmacyId: null } | { ownerId: null; pharmacyId: string };

export const personHome = (uid: string): HomeRef => ({ ownerId: uid, pharmacyId: null });

export const homeOf = (row: { owner_id: string | null; pharmacy_id: string | null }): HomeRef =>
  row.owner_id ? { ownerId: row.owner_id, pharmacyId: null } : { ownerId: null, pharmacyId: row.pharmacy_id! };

export const sameHome = (a: HomeRef, b: HomeRef) => a.ownerId === b.ownerId && a.pharmacyId === b.pharmacyId;

/** The pharmacy whose shared folder the caller opens: their first by name (staff of several see the first). */
export async function staffPharmacy(db: Db, user: UserProfile): Promise<{ id: string; name: string } | null> {
  if (user.role !== 'pharmacy') return null;
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT ph.id, ph.name FROM pharmacy_staff s JOIN pharmacies ph ON ph.id = s.pharmacy_id
        WHERE s.user_id = ${user.uid} ORDER BY ph.name COLLATE "C", ph.id LIMIT 1`,
  );
  return row ?? null;
}

/** The top of `home` for the caller: their own, or their pharmacy's (403 for anyone not its staff). */
export async function callerHome(db: Db, user: UserProfile, home: FileHome): Promise<HomeRef> {
  if (home === 'mine') return personHome(user.uid);
  const pharmacy = await staffPharmacy(db, user);
  if (!pharmacy) throw forbidden('Only the staff of a pharmacy open its shared folder.', 'NOT_PHARMACY_STAFF');
  return { ownerId: null, pharmacyId: pharmacy.id };
}

const homeColumn = (home: HomeRef) => (home.ownerId ? sql`owner_id = ${home.ownerId}` : sql`pharmacy_id = ${home.pharmacyId}`);

/** Takes the home's row lock (the user's or the pharmacy's) until the transaction ends. */
export async function lockHome(tx: Db, home: HomeRef): Promise<void> {
  if (home.ownerId) await tx.execute(sql`SELECT uid FROM users WHERE uid = ${home.ownerId} FOR UPDATE`);
  else await tx.execute(sql`SELECT id FROM pharmacies WHERE id = ${home.pharmacyId} FOR UPDATE`);
}

/** Locks several homes in one order (people, then pharmacies, each by id), so two requests never wait on each other. */
export async function lockHomes(tx: Db, homes: HomeRef[]): Promise<void> {
  const key = (h: HomeRef) => (h.ownerId ? `0${h.ownerId}` : `1${h.pharmacyId}`);
  const unique = [...new Map(homes.map((h) => [key(h), h])).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, home] of unique) await lockHome(tx, home);
}

export const quotaOf = (home: HomeRef) => (home.ownerId ? PERSON_QUOTA_BYTES : PHARMACY_QUOTA_BYTES);

/** Bytes the home holds, trash included (the trash still takes room until it is emptied). */
export async function usedBytes(db: Db, home: HomeRef): Promise<number> {
  const [row] = await queryRows<{ used: string | number }>(db, sql`SELECT coalesce(sum(size), 0) AS used FROM files WHERE ${homeColumn(home)}`);
  return Number(row?.used ?? 0);
}

export async function usageOf(db: Db, home: HomeRef): Promise<FileUsage> {
  return { home: home.ownerId ? 'mine' : 'pharmacy', used: await usedBytes(db, home), quota: quotaOf(home) };
}
