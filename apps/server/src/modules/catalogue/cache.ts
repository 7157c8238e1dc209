/**
 * Answers of the catalogue endpoints, kept for a short while. The catalogue changes only on import and stock
 * edits, while the same searches come back all day: a ranked search costs a few milliseconds of database time,
 * a cached one microseconds. Changes made through this process (import, demo seed, stock) clear it at once;
 * changes made elsewhere (a CLI import into the same PostgreSQL, another server instance) show within the TTL.
 * Identical requests in flight share one computation.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or `compute()`'s (kept unless it fails or the cache was cleared meanwhile). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Most recently used last: the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const generation = this.generation;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.generation === generation && this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const CACHE_ENTRIES = 2000;
const CACHE_TTL_MS = 10_000;
// One cache per database handle: tests run several apps, each on its own database, in one process.
const caches = new WeakMap<object, TtlCache<unknown>>();

export function catalogueCache<V>(db: object): TtlCache<V> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<unknown>(CACHE_ENTRIES, CACHE_TTL_MS)));
  return cache as TtlCache<V>;
}

/** After anything that changes what the catalogue endpoints answer. */
export function invalidateCatalogue(db: object): void {
  caches.get(db)?.clear();
}
