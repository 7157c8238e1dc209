import { and, eq, sql } from 'drizzle-orm';
import { slugCandidate, slugify } from '@pharmacy/shared/slug';
import type { Db } from '../db/client';
import { pharmacies, slugRedirects, users } from '../db/schema';

export type SlugKind = 'user' | 'pharmacy';

const MAX_ATTEMPTS = 50;

async function slugTaken(db: Db, kind: SlugKind, slug: string, ownId?: string): Promise<boolean> {
  const table = kind === 'user' ? users : pharmacies;
  const idColumn = kind === 'user' ? users.uid : pharmacies.id;
  const [live] = await db.select({ id: idColumn }).from(table).where(eq(table.slug, slug)).limit(1);
  if (live && live.id !== ownId) return true;
  // An old slug of someone else keeps pointing at them; one's own old slug may be taken back.
  const [old] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .limit(1);
  return Boolean(old && old.targetId !== ownId);
}

/**
 * The first free slug for `name` (`anna-peeters`, then `anna-peeters-2`…). Free is checked here; the unique index
 * still decides between two writers at once, so callers insert inside `withUniqueSlug`, which retries.
 */
export async function freeSlug(db: Db, kind: SlugKind, name: string, ownId?: string): Promise<string> {
  const base = slugify(name);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const candidate = slugCandidate(base, attempt);
    if (!(await slugTaken(db, kind, candidate, ownId))) return candidate;
  }
  // Fifty namesakes: fall back to a random suffix rather than scanning on.
  return slugCandidate(base, 1000 + Math.floor(Math.random() * 9_000_000));
}

export function isSlugViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint ?? '';
  return code === '23505' && /slug/.test(constraint);
}

/**
 * Runs `write(slug)` with a free slug, choosing again when a concurrent writer took it first (unique violation on
 * a slug constraint). `write` should run its own transaction so a failed attempt leaves nothing behind.
 */
export async function withUniqueSlug<T>(
  db: Db,
  kind: SlugKind,
  name: string,
  write: (slug: string) => Promise<T>,
  ownId?: string,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, kind, name, ownId);
    try {
      return await write(slug);
    } catch (error) {
      // Each retry loses only to a writer that committed meanwhile: n namesakes at once need at most n tries.
      if (!isSlugViolation(error) || attempt >= 20) throw error;
    }
  }
}

/** Remembers `oldSlug` as pointing at `targetId` (inside the rename's transaction). */
export async function keepOldSlug(tx: Db, kind: SlugKind, oldSlug: string, targetId: string): Promise<void> {
  await tx
    .insert(slugRedirects)
    .values({ kind, slug: oldSlug, targetId })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.slug], set: { targetId, createdAt: sql`now()` } });
}

/** The id a slug names now: its live owner, else the owner it was renamed from; null = 404. */
export async function resolveSlug(db: Db, kind: SlugKind, slug: string): Promise<string | null> {
  const table = kind === 'user' ? users : pharmacies;
  const idColumn = kind === 'user' ? users.uid : pharmacies.id;
  const [live] = await db.select({ id: idColumn }).from(table).where(eq(table.slug, slug)).limit(1);
  if (live) return live.id;
  const [old] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .limit(1);
  return old?.targetId ?? null;
}
