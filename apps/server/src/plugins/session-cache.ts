import type { UserProfile } from '@pharmacy/shared/schemas/accounts';

/** What a session token resolves to: the person's profile and when the session ends. */
export interface SessionEntry {
  profile: UserProfile;
  sessionExpiresAt: Date;
}

/**
 * How long a process trusts a session it has read. Every request used to read its session from the database (one
 * round trip, the most frequent query of all). Within one process a write forgets every entry at once (see
 * `forgetAll`), so a sign-out, a suspension or a password change is seen by the next request; another process
 * sharing the database sees it once its own entry is this old.
 */
export const SESSION_CACHE_MS = 5_000;

/** Enough for every session active on a busy process; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

/** Signed session cookie → profile, for `ttlMs`. A time-to-live of 0 turns it off. */
export class SessionCache {
  private readonly entries = new Map<string, { entry: SessionEntry; until: number }>();
  /** Moves on with each `forgetAll`: a read that began before a write must not store what it read. */
  private generation = 0;

  constructor(private readonly ttlMs: number = SESSION_CACHE_MS) {}

  get(cookie: string): SessionEntry | undefined {
    const found = this.entries.get(cookie);
    if (!found) return undefined;
    if (found.until <= Date.now()) {
      this.entries.delete(cookie);
      return undefined;
    }
    return found.entry;
  }

  /** Where reads stand now: pass it back to `set` with what was read from then on. */
  get mark(): number {
    return this.generation;
  }

  set(cookie: string, entry: SessionEntry, readSince: number): void {
    // A write emptied the cache while this was being read: what was read may be what the write changed.
    if (this.ttlMs <= 0 || readSince !== this.generation) return;
    // A Map keeps insertion order: its first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookie, { entry, until: Date.now() + this.ttlMs });
  }

  /**
   * After any write: which people, sessions or accounts it touched is not worth tracking (a person's own edit, an
   * admin's decision about someone else, a sign-out, a password change that ends other sessions). Writes are rare
   * next to reads, and an emptied cache costs one query per session.
   */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
