import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES, PERSON_QUOTA_BYTES, PHARMACY_QUOTA_BYTES, type FileType } from '@pharmacy/shared/files/constants';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { fileFolders, files, fileShares, users } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { EVERY_ACTIVE_ACCOUNT, whoMayAsk } from './test-support';

/*
 * Issue 19 "Proof" for /dashboard/file: a known set of files written straight into the tables (times chosen around
 * Brussels midnights and the spring clock change of 29 March 2026), then every figure of the answer checked against
 * what this file computes from the same list in plain TypeScript, for each person. Nobody's figures but one's own.
 */

interface Seed {
  name: string;
  home: { ownerId: string } | { pharmacyId: string };
  folder?: string;
  type: FileType;
  size: number;
  created: string;
  trashed?: boolean;
}

const FROM = '2026-03-28';
const TO = '2026-04-02';

let w: World;
let seeds: Seed[];
/** Folder name → its id, and whether it is in the trash. */
const folders = new Map<string, { id: string; trashed: boolean; parent?: string }>();
const folderOwners = new Map<string, string>();
const fileIds = new Map<string, string>();
let shares: { file?: string; folder?: string; grantee: Person }[];

const brusselsDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(iso));
const isMine = (s: Seed, who: { uid: string; pharmacies: string[] }) =>
  'ownerId' in s.home ? s.home.ownerId === who.uid : who.pharmacies.includes(s.home.pharmacyId);
/** A folder is in the trash when it or a folder above it is. */
const folderTrashed = (name: string | undefined): boolean => {
  const f = name ? folders.get(name) : undefined;
  return f ? f.trashed || folderTrashed(f.parent) : false;
};
const inTrash = (s: Seed) => Boolean(s.trashed) || folderTrashed(s.folder);
const totalOf = (list: Seed[]) => list.reduce((n, s) => n + s.size, 0);

async function folder(name: string, home: Seed['home'], trashed = false, parent?: string) {
  const id = randomUUID();
  await w.t.database.db.insert(fileFolders).values({
    id,
    name,
    ...home,
    parentId: parent ? folders.get(parent)!.id : null,
    trashedAt: trashed ? new Date('2026-04-01T10:00:00Z') : null,
  });
  folders.set(name, { id, trashed, parent });
  if ('ownerId' in home) folderOwners.set(name, home.ownerId);
}

beforeAll(async () => {
  w = await createWorld();
  const staff = { ownerId: w.staff.uid };
  const pharmacyA = { pharmacyId: w.pharmacyA };
  await folder('Scans', staff);
  await folder('Invoices', staff);
  await folder('Old', staff, true);
  await folder('Inside old', staff, false, 'Old');
  await folder('Team', pharmacyA);
  await folder('Other team', { pharmacyId: w.pharmacyB });
  seeds = [
    // The pharmacist's own files: each type, two folders, the top, some in the trash (itself or by its folder).
    {
      name: 'prescription.pdf',
      home: staff,
      folder: 'Scans',
      type: 'application/pdf',
      size: 120_000,
      created: '2026-03-28T23:30:00Z',
    }, // 29 Mar 00:30 CET
    {
      name: 'photo.jpg',
      home: staff,
      folder: 'Scans',
      type: 'image/jpeg',
      size: 45_000,
      created: '2026-03-29T22:30:00Z',
    }, // 30 Mar 00:30 CEST
    {
      name: 'label.png',
      home: staff,
      folder: 'Invoices',
      type: 'image/png',
      size: 8_000,
      created: '2026-03-30T09:00:00Z',
    },
    {
      name: 'receipt.webp',
      home: staff,
      folder: 'Invoices',
      type: 'image/webp',
      size: 3_000,
      created: '2026-03-30T10:00:00Z',
    },
    { name: 'top.pdf', home: staff, type: 'application/pdf', size: 70_000, created: '2026-04-02T21:59:00Z' }, // 2 Apr 23:59
    { name: 'late.pdf', home: staff, type: 'application/pdf', size: 1_000, created: '2026-04-02T22:00:00Z' }, // 3 Apr 00:00: after
    { name: 'early.png', home: staff, type: 'image/png', size: 2_000, created: '2026-03-27T22:59:00Z' }, // 27 Mar 23:59: before
    {
      name: 'binned.jpg',
      home: staff,
      folder: 'Scans',
      type: 'image/jpeg',
      size: 30_000,
      created: '2026-03-31T12:00:00Z',
      trashed: true,
    },
    {
      name: 'buried.pdf',
      home: staff,
      folder: 'Inside old',
      type: 'application/pdf',
      size: 50_000,
      created: '2026-04-01T08:00:00Z',
    },
    // The pharmacy's shared folder.
    {
      name: 'team-rota.pdf',
      home: pharmacyA,
      folder: 'Team',
      type: 'application/pdf',
      size: 200_000,
      created: '2026-03-29T07:00:00Z',
    },
    { name: 'team-photo.png', home: pharmacyA, type: 'image/png', size: 90_000, created: '2026-04-01T15:00:00Z' },
    {
      name: 'team-old.webp',
      home: pharmacyA,
      type: 'image/webp',
      size: 11_000,
      created: '2026-02-01T15:00:00Z',
      trashed: true,
    },
    // Other people's files: never in the pharmacist's figures.
    {
      name: 'customer.pdf',
      home: { ownerId: w.customer.uid },
      type: 'application/pdf',
      size: 5_000_000,
      created: '2026-03-30T12:00:00Z',
    },
    {
      name: 'customer-old.jpg',
      home: { ownerId: w.customer.uid },
      type: 'image/jpeg',
      size: 7_000,
      created: '2026-03-30T13:00:00Z',
      trashed: true,
    },
    {
      name: 'other.png',
      home: { ownerId: w.otherCustomer.uid },
      type: 'image/png',
      size: 9_999_999,
      created: '2026-03-29T12:00:00Z',
    },
    {
      name: 'other-team.pdf',
      home: { pharmacyId: w.pharmacyB },
      folder: 'Other team',
      type: 'application/pdf',
      size: 3_333_333,
      created: '2026-03-29T12:00:00Z',
    },
    {
      name: 'admin.pdf',
      home: { ownerId: w.admin.uid },
      type: 'application/pdf',
      size: 4_444,
      created: '2026-04-01T12:00:00Z',
    },
  ];
  for (const s of seeds) {
    const id = randomUUID();
    fileIds.set(s.name, id);
    const created = new Date(s.created);
    await w.t.database.db.insert(files).values({
      id,
      ...s.home,
      folderId: s.folder ? folders.get(s.folder)!.id : null,
      name: s.name,
      mimeType: s.type,
      size: s.size,
      storageKey: `files/test/${id}`,
      createdAt: created,
      updatedAt: created,
      trashedAt: s.trashed ? new Date('2026-04-01T12:00:00Z') : null,
    });
  }
  shares = [
    // Given by the pharmacist: a file to two people, a folder; a trashed file and a file in a trashed folder.
    { file: 'prescription.pdf', grantee: w.customer },
    { file: 'prescription.pdf', grantee: w.admin },
    { folder: 'Invoices', grantee: w.customer },
    { file: 'binned.jpg', grantee: w.customer },
    { file: 'buried.pdf', grantee: w.admin },
    // Given to the pharmacist: a live file and a trashed one.
    { file: 'customer.pdf', grantee: w.staff },
    { file: 'customer-old.jpg', grantee: w.staff },
    // Between others.
    { file: 'other.png', grantee: w.customer },
  ];
  await w.t.database.db.insert(fileShares).values(
    shares.map((s) => ({
      fileId: s.file ? fileIds.get(s.file)! : null,
      folderId: s.folder ? folders.get(s.folder)!.id : null,
      granteeId: s.grantee.uid,
    })),
  );
});
afterAll(async () => w?.t.close());

const get = (who: Person | undefined, query = `from=${FROM}&to=${TO}`) =>
  call(w, 'GET', `/api/dashboards/file${query ? `?${query}` : ''}`, who?.cookie);

/** Every figure, computed from the seed list for a person whose homes are `uid`'s own and `pharmacies`'. */
function expected(uid: string, pharmacies: { id: string; name: string }[]): DashboardFile {
  const who = { uid, pharmacies: pharmacies.map((p) => p.id) };
  const mine = seeds.filter((s) => isMine(s, who));
  const home = (list: Seed[], pharmacy?: { name: string }) => ({
    home: pharmacy ? ('pharmacy' as const) : ('mine' as const),
    name: pharmacy?.name ?? null,
    used: totalOf(list),
    quota: pharmacy ? PHARMACY_QUOTA_BYTES : PERSON_QUOTA_BYTES,
    files: list.filter((s) => !inTrash(s)).length,
    trashFiles: list.filter(inTrash).length,
    trashBytes: totalOf(list.filter(inTrash)),
  });
  const days: string[] = [];
  for (let d = new Date(`${FROM}T00:00:00Z`); d <= new Date(`${TO}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  const live = mine.filter((s) => !inTrash(s)).sort((a, b) => b.created.localeCompare(a.created));
  return {
    range: { from: FROM, to: TO },
    homes: [
      home(mine.filter((s) => 'ownerId' in s.home)),
      ...pharmacies.map((p) =>
        home(
          mine.filter((s) => 'pharmacyId' in s.home && s.home.pharmacyId === p.id),
          p,
        ),
      ),
    ],
    byKind: FILE_TYPES.map((kind) => ({
      kind,
      files: mine.filter((s) => s.type === kind).length,
      bytes: totalOf(mine.filter((s) => s.type === kind)),
    })),
    uploads: days.map((date) => {
      const that = mine.filter((s) => brusselsDay(s.created) === date);
      return { date, files: that.length, bytes: totalOf(that) };
    }),
    recent: live.slice(0, 5).map((s) => ({
      id: fileIds.get(s.name)!,
      name: s.name,
      mimeType: s.type,
      size: s.size,
      home: 'ownerId' in s.home ? ('mine' as const) : ('pharmacy' as const),
      folderId: s.folder ? folders.get(s.folder)!.id : null,
      updatedAt: new Date(s.created).toISOString(),
    })),
    sharing: sharingOf(uid),
  };
}

/** Shares of live items only: a share of something in the trash reaches nobody (decision 015). */
function sharingOf(uid: string): DashboardFile['sharing'] {
  const owner = (s: (typeof shares)[number]) => {
    if (s.folder) return { uid: folderOwners.get(s.folder)!, live: !folderTrashed(s.folder) };
    const seed = seeds.find((x) => x.name === s.file)!;
    return { uid: 'ownerId' in seed.home ? seed.home.ownerId : '', live: !inTrash(seed) };
  };
  const given = shares.filter((s) => owner(s).uid === uid && owner(s).live);
  return {
    given: given.length,
    people: new Set(given.map((s) => s.grantee.uid)).size,
    received: shares.filter((s) => s.grantee.uid === uid && owner(s).live).length,
  };
}

describe('GET /api/dashboards/file: every figure', () => {
  it('a pharmacist: their own files and their pharmacy’s, nobody else’s', async () => {
    const res = await get(w.staff);
    expect(res.statusCode, res.body).toBe(200);
    const want = expected(w.staff.uid, [{ id: w.pharmacyA, name: 'Pharmacie du Sablon' }]);
    expect(res.json()).toEqual(want);
    expect(want.sharing).toEqual({ given: 3, people: 2, received: 1 });
    // The seed is what the test thinks it is: the edges fell on the days written beside them.
    const body = res.json() as DashboardFile;
    expect(body.uploads.find((d) => d.date === '2026-03-29')).toEqual({ date: '2026-03-29', files: 2, bytes: 320_000 });
    expect(body.uploads.find((d) => d.date === '2026-03-30')).toEqual({ date: '2026-03-30', files: 3, bytes: 56_000 });
    expect(body.uploads).toHaveLength(6);
    expect(body.homes[0]).toMatchObject({ used: 329_000, files: 7, trashFiles: 2, trashBytes: 80_000 });
  });

  it('a customer: their own files only', async () => {
    const body = (await get(w.customer)).json() as DashboardFile;
    expect(body).toEqual(expected(w.customer.uid, []));
    expect(body.sharing).toEqual({ given: 1, people: 1, received: 3 });
    expect(body.homes).toEqual([
      {
        home: 'mine',
        name: null,
        used: 5_007_000,
        quota: PERSON_QUOTA_BYTES,
        files: 1,
        trashFiles: 1,
        trashBytes: 7_000,
      },
    ]);
  });

  it('staff of another pharmacy: that pharmacy’s figures, not P’s', async () => {
    const body = (await get(w.otherStaff)).json() as DashboardFile;
    expect(body).toEqual(expected(w.otherStaff.uid, [{ id: w.pharmacyB, name: 'Apotheek De Linde' }]));
    expect(body.homes[1]).toMatchObject({ name: 'Apotheek De Linde', used: 3_333_333, files: 1 });
  });

  it('an admin: their own files only (health data, decision 015)', async () => {
    const body = (await get(w.admin)).json() as DashboardFile;
    expect(body).toEqual(expected(w.admin.uid, []));
    expect(body.sharing).toEqual({ given: 0, people: 0, received: 1 });
    expect(body.homes[0]?.used).toBe(4_444);
    expect(body.recent.map((r) => r.name)).toEqual(['admin.pdf']);
  });

  it('a courier with no files: zeros, every day of the range still listed', async () => {
    const body = (await get(w.shipper)).json() as DashboardFile;
    expect(body).toEqual(expected(w.shipper.uid, []));
    expect(body.uploads.every((d) => d.files === 0 && d.bytes === 0)).toBe(true);
  });
});

describe('the date range', () => {
  const fields = async (query: string) => {
    const res = await get(w.staff, query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().fields as Record<string, string>;
  };

  it('defaults to the last 30 days, today in Brussels included', async () => {
    const body = (await get(w.staff, '')).json() as DashboardFile;
    const today = brusselsDay(new Date().toISOString());
    expect(body.range.to).toBe(today);
    expect(body.uploads).toHaveLength(30);
    expect(body.uploads.at(-1)?.date).toBe(today);
  });

  it('one end alone gives a 30-day window', async () => {
    expect(((await get(w.staff, 'from=2026-03-01')).json() as DashboardFile).range).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    expect(((await get(w.staff, 'to=2026-03-30')).json() as DashboardFile).range).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
  });

  it('accepts one day and a whole leap year (366 days)', async () => {
    expect(((await get(w.staff, 'from=2026-03-29&to=2026-03-29')).json() as DashboardFile).uploads).toEqual([
      { date: '2026-03-29', files: 2, bytes: 320_000 },
    ]);
    expect(((await get(w.staff, 'from=2024-01-01&to=2024-12-31')).json() as DashboardFile).uploads).toHaveLength(366);
  });

  it('refuses with a message per field', async () => {
    expect(await fields('from=2026-04-02&to=2026-03-28')).toEqual({ to: 'validation.endBeforeStart' });
    expect(await fields('from=2024-01-01&to=2025-01-01')).toEqual({ to: 'dashboards.range.tooLong' });
    expect(await fields('from=2026-02-30&to=2026-03-01')).toEqual({ from: 'validation.date' });
    expect(await fields('from=yesterday')).toEqual({ from: 'validation.date' });
    expect((await call(w, 'GET', '/api/dashboards/file.csv?to=1-1-1', w.staff.cookie)).statusCode).toBe(400);
    // Thirty days from the last four-digit day run past the year 9999.
    expect(await fields('from=9999-12-31')).toEqual({ to: 'validation.date' });
  });
});

describe('GET /api/dashboards/file.csv', () => {
  it('the uploads per day and the storage by type, as an attachment', async () => {
    const res = await call(w, 'GET', `/api/dashboards/file.csv?from=${FROM}&to=${TO}`, w.staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="files-dashboard-${FROM}-${TO}.csv"`);
    const want = expected(w.staff.uid, [{ id: w.pharmacyA, name: 'Pharmacie du Sablon' }]);
    const line = (cells: (string | number)[]) => `${cells.map((c) => `"${c}"`).join(',')}\r\n`;
    expect(res.body).toBe(
      `\uFEFF${line(['table', 'day_or_type', 'files', 'bytes'])}` +
        want.uploads.map((d) => line(['uploads_per_day', d.date, d.files, d.bytes])).join('') +
        want.byKind.map((k) => line(['storage_by_type', k.kind, k.files, k.bytes])).join(''),
    );
    expect(res.body).toContain('"uploads_per_day","2026-03-29","2","320000"');
  });
});

describe('who may ask', () => {
  whoMayAsk(() => w, ['/api/dashboards/file', '/api/dashboards/file.csv'], EVERY_ACTIVE_ACCOUNT);

  // A suspended account's session no longer counts (plugins/session.ts signedInOnly): 401, as everywhere.
  it('a suspended account is refused', async () => {
    await w.t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uid, w.otherShipper.uid));
    w.t.app.sessionCache.forgetAll();
    const res = await get(w.otherShipper);
    expect(res.statusCode).toBe(401);
  });
});
