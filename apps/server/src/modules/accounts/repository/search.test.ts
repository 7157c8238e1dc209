import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { rowsOf } from '../../catalogue/product-sql';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { anAccount, ask, someone, type Someone } from '../testing/fixtures';

/* The admin's person search forgives one typo in a name, on PGlite and on PostgreSQL, and ranks what it finds. */

let t: TestApp;
let admin: Someone;
const uid: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000' });
  admin = await someone(t, 'admin');
  // Created in this order, so newest-first (the default sort) is the reverse of the rank.
  for (const [first, last] of [
    ['Jan', 'Peeters'],
    ['Marie', 'Mertens'],
    ['An', 'Wouters'],
    ['Pieter', 'Peetersen'],
    ['Lotte', 'Pieters'],
    ['Ward', 'Martens'],
  ]) {
    uid[last!] = (await anAccount(t, 'customer', { firstName: first, lastName: last, password: false })).uid;
  }
});
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<{ uids: string[]; nextCursor: string | null }> {
  const res = await ask(t, 'GET', `/api/admin/accounts?q=${encodeURIComponent(q)}&limit=100${extra}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { uid: string }[]; nextCursor: string | null };
  return { uids: body.items.map((p) => p.uid), nextCursor: body.nextCursor };
}

describe('GET /api/admin/accounts?q= with a typo', () => {
  it.each([
    ['Peaters', 'Peeters'],
    ['Mertns', 'Mertens'],
    ['Woters', 'Wouters'],
    ['wuoters', 'Wouters'],
  ])('finds %s → %s', async (typed, name) => {
    expect((await search(typed)).uids).toContain(uid[name]);
  });

  it('does not forgive two typos, and an unrelated name finds no one', async () => {
    expect((await search('Paeturs')).uids).toEqual([]);
    expect((await search('Mrtns')).uids).toEqual([]);
    expect((await search('Zimmerman')).uids).toEqual([]);
  });

  it('finds only the names one typo away, not every name that looks alike', async () => {
    // "mertens" is one typo from Martens too; Peeters and Wouters are not.
    expect(new Set((await search('Mertens')).uids)).toEqual(new Set([uid.Mertens, uid.Martens]));
  });

  it('ranks a whole word first, then the start of a word, then a typo, whatever the sort', async () => {
    const ranked = [uid.Peeters, uid.Peetersen, uid.Pieters];
    expect((await search('peeters')).uids).toEqual(ranked);
    expect((await search('peeters', '&sort=name')).uids).toEqual(ranked);
    expect((await search('peeters', '&sort=createdAt')).uids).toEqual(ranked);
  });

  it('pages through the ranked results with the cursor, each once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await ask(t, 'GET', `/api/admin/accounts?q=peeters&limit=1${cursor ? `&cursor=${cursor}` : ''}`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().items.map((p: { uid: string }) => p.uid));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([uid.Peeters, uid.Peetersen, uid.Pieters]);
  });

  it('refuses a cursor of the unranked list for a search (and the reverse)', async () => {
    const plain = (await ask(t, 'GET', '/api/admin/accounts?limit=1', admin.cookie)).json().nextCursor;
    expect((await ask(t, 'GET', `/api/admin/accounts?q=peeters&cursor=${plain}`, admin.cookie)).json()).toMatchObject({ fields: { cursor: 'validation.cursor' } });
    const ranked = (await ask(t, 'GET', '/api/admin/accounts?q=peeters&limit=1', admin.cookie)).json().nextCursor;
    expect((await ask(t, 'GET', `/api/admin/accounts?cursor=${ranked}`, admin.cookie)).statusCode).toBe(400);
  });
});

describe('the typo vocabulary (person_words)', () => {
  const holders = async (word: string) =>
    rowsOf<{ people: number }>(await t.database.db.execute(sql`SELECT people FROM person_words WHERE word = ${word}`))[0]?.people ?? 0;

  it('counts the accounts holding each name and city word, and follows a rename and a deletion', async () => {
    const { uid: renamed } = await anAccount(t, 'customer', { firstName: 'Griet', lastName: 'Vandeputte', password: false });
    expect(await holders('vandeputte')).toBe(1);
    expect(await holders('griet')).toBe(1);

    await t.database.db.update(users).set({ displayName: 'Griet Vanderbeken' }).where(eq(users.uid, renamed));
    expect(await holders('vandeputte')).toBe(0);
    expect(await holders('vanderbeken')).toBe(1);
    // The new name is found through a typo, the old one no longer.
    expect((await search('Vanderbeknn')).uids).toEqual([renamed]);
    expect((await search('Vandeputt')).uids).toEqual([]);

    // An update that leaves the name and city alone changes no count.
    await t.database.db.update(users).set({ phone: '+32470000000' }).where(eq(users.uid, renamed));
    expect(await holders('vanderbeken')).toBe(1);

    await t.database.db.delete(users).where(eq(users.uid, renamed));
    expect(await holders('vanderbeken')).toBe(0);
    expect(await holders('griet')).toBe(0);
  });

  it('holds words shared by several accounts once, with their number', async () => {
    expect(await holders('peeters')).toBe(1);
    expect(await holders('peetersen')).toBe(1);
    const before = await holders('mertens');
    await anAccount(t, 'customer', { firstName: 'Els', lastName: 'Mertens', password: false });
    expect(await holders('mertens')).toBe(before + 1);
  });
});
