import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
