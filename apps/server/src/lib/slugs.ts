import { and, eq, sql } from 'drizzle-orm';
import { slugCandidate, slugify } from '@pharmacy/shared/slug';
import type { Db } from '../db/client';
import { pharmacies, slugRedirects, users } from '../db/schema';

export type SlugKind = 'user' | 'pharmacy';

const MAX_ATTEMPTS = 50;

/** Where a kind of slug lives: whose it is now, and whose it was (an old slug keeps pointing at its owner). */
export interface SlugSpace {
  liveOwner(db: Db, slug: string): Promise<string | undefined>;
  oldOwner(db: Db, slug: string): Promise<string | undefined>;
  /** The slug of a name without Latin letters; slugify's own by default. */
  fallback?: string;
}

function kindSpace(kind: SlugKind): SlugSpace {
  const table = kind === 'user' ? users : pharmacies;
  const idColumn = kind === 'user' ? users.uid : pharmacies.id;
  return {
    async liveOwner(db, slug) {
      const [live] = await db.select({ id: idColumn }).from(table).where(eq(table.slug, slug)).limit(1);
      return live?.id;
    },
    async oldOwner(db, slug) {
      const [old] = await db
        .select({ targetId: slugRedirects.targetId })
        .from(slugRedirects)
        .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
        .limit(1);
      return old?.targetId;
    },
  };
}

const KIND_SPACES: Record<SlugKind, SlugSpace> = { user: kindSpace('user'), pharmacy: kindSpace('pharmacy') };
const spaceOf = (kind: SlugKind | SlugSpace) => (typeof kind === 'string' ? KIND_SPACES[kind] : kind);

async function slugTaken(db: Db, space: SlugSpace, slug: string, ownId?: string): Promise<boolean> {
  const live = await space.liveOwner(db, slug);
  if (live && live !== ownId) return true;
  // An old slug of someone else keeps pointing at them; one's own old slug may be taken back.
  const old = await space.oldOwner(db, slug);
  return Boolean(old && old !== ownId);
}

/**
 * The first free slug for `name` (`anna-peeters`, then `anna-peeters-2`…). Free is checked here; the unique index
 * still decides between two writers at once, so callers insert inside `withUniqueSlug`, which retries.
 */
export async function freeSlug(db: Db, kind: SlugKind | SlugSpace, name: string, ownId?: string): Promise<string> {
  const space = spaceOf(kind);
  const base = slugify(name, space.fallback);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const candidate = slugCandidate(base, attempt);
    if (!(await slugTaken(db, space, candidate, ownId))) return candidate;
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
  kind: SlugKind | SlugSpace,
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
export async function resolveSlug(db: Db, kind: SlugKind | SlugSpace, slug: string): Promise<string | null> {
  const space = spaceOf(kind);
  return (await space.liveOwner(db, slug)) ?? (await space.oldOwner(db, slug)) ?? null;
}
