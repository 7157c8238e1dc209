import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../../lib/mail-templates/texts';
import { eq } from 'drizzle-orm';
import { authUser, slugRedirects, users } from '../../../db/schema';
import { signIn, uniqueEmail } from '../../../test/test-app';
import { ADMIN_ONLY, aPharmacy, ask, cookieOf, createCast, someone, type Cast } from '../testing/fixtures';

let c: Cast;
let pharmacyId: string;
beforeAll(async () => {
  c = await createCast();
  pharmacyId = await aPharmacy(c.t);
});
afterAll(() => c.t.close());

const admin = () => c.admin.cookie;
const newPerson = (patch: Record<string, unknown> = {}) => ({
  email: uniqueEmail('created'),
  first_name: 'Anna',
  last_name: 'Peeters',
  role: 'customer',
  phone: '',
  language: 'nl',
  address: 'Kerkstraat 1',
  postal_code: '9000',
  city: 'Gent',
  ...patch,
});
const create = (patch: Record<string, unknown> = {}) => ask(c.t, 'POST', '/api/admin/accounts', admin(), newPerson(patch));
const update = { first_name: 'Anna', last_name: 'Janssens', phone: '', language: 'fr', address: '', postal_code: '', city: 'Liège' };

describe('role matrix of the admin people endpoints', () => {
  const endpoints: [string, 'GET' | 'POST' | 'PATCH', () => string, object | undefined, number][] = [
    ['list', 'GET', () => '/api/admin/accounts', undefined, 200],
    ['export', 'GET', () => '/api/admin/accounts/export.csv', undefined, 200],
    ['create', 'POST', () => '/api/admin/accounts', undefined, 201],
    ['by slug', 'GET', () => '/api/admin/accounts/by-slug/test-customer', undefined, 200],
    ['edit', 'PATCH', () => `/api/admin/accounts/${c.customer.uid}`, update, 200],
  ];
  it.each(endpoints)('%s: anonymous 401, every other role and a pending account 403, admin OK', async (_label, method, url, body, ok) => {
    const payload = () => body ?? (method === 'POST' ? newPerson() : undefined);
    for (const [who, status] of ADMIN_ONLY) {
      const res = await ask(c.t, method, url(), cookieOf(c, who), payload());
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
    const res = await ask(c.t, method, url(), admin(), payload());
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('POST /api/admin/accounts', () => {
  it('creates a verified, active account with no password and e-mails a link to choose one', async () => {
    const body = newPerson({ role: 'shipper', first_name: 'Émile', last_name: 'Dupont' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: body.email, role: 'shipper', status: 'active', emailVerified: true, slug: 'emile-dupont', city: 'Gent', postal_code: '9000', pharmacies: [], anonymised: false, avatarUrl: null });
    const link = await c.t.mailer.linkTo(body.email, 'new-password');
    // Worded as a welcome (no way to sign in yet), in the person's language.
    expect(c.t.mailer.lastTo(body.email)?.subject).toBe(MAIL_TEXTS[body.language as 'en'].welcome.subject);
    const reset = await c.t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link.searchParams.get('token'), newPassword: 'Chosen-pass-77' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await signIn(c.t, body.email, 'Chosen-pass-77')).toContain('session_token');
    // Once a password exists, a reset is worded as a reset.
    await c.t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: body.email, redirectTo: '/auth/new-password' } });
    await expect.poll(() => c.t.mailer.lastTo(body.email)?.subject).toBe(MAIL_TEXTS[body.language as 'en'].reset.subject);
  });

  it('may create an admin, and links a pharmacy account to its pharmacy', async () => {
    expect((await create({ role: 'admin' })).json()).toMatchObject({ role: 'admin', status: 'active' });
    const res = await create({ role: 'pharmacy', pharmacyId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pharmacies).toEqual([{ id: pharmacyId, name: 'Pharmacie Test', slug: expect.stringMatching(/^pharmacie-test/) }]);
  });

  it('refuses a taken e-mail (409), an unknown pharmacy and a pharmacy for another role (400), creating nothing', async () => {
    const taken = await create({ email: c.customer.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'validation.emailTaken' } });
    const email = uniqueEmail('nopharmacy');
    const unknown = await create({ email, role: 'pharmacy', pharmacyId: 'no-such-pharmacy' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ pharmacyId: 'validation.unknownPharmacy' });
    expect(await c.t.database.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(0);
    const wrongRole = await create({ role: 'customer', pharmacyId });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().fields).toEqual({ pharmacyId: 'validation.role' });
  });

  it.each([
    ['email', 'not-an-email', 'validation.email'],
    ['first_name', ' ', 'validation.required'],
    ['last_name', 'x'.repeat(81), 'validation.tooLong'],
    ['role', 'pharmacist', 'validation.role'],
    ['phone', 'call me', 'validation.phone'],
    ['language', 'xx', 'validation.language'],
    ['address', 'x'.repeat(201), 'validation.tooLong'],
    ['postal_code', '0123', 'validation.postcode'],
    ['city', 'x'.repeat(81), 'validation.tooLong'],
    ['pharmacyId', 'x'.repeat(65), 'validation.tooLong'],
  ])('answers 400 on a bad %s', async (field, value, message) => {
    const res = await create({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });
});

describe('slugs', () => {
  it('gives ten people created at once with one name ten different slugs', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => create({ first_name: 'Jan', last_name: 'Concurrent' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const slugs = results.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('jan-concurrent');
    for (const slug of slugs) expect(slug).toMatch(/^jan-concurrent(-\d+)?$/);
  });

  it('re-slugs on a rename; the old slug still finds the person; an unknown one is 404', async () => {
    const person = (await create({ first_name: 'Rename', last_name: 'Me' })).json();
    expect(person.slug).toBe('rename-me');
    const res = await ask(c.t, 'PATCH', `/api/admin/accounts/${person.uid}`, admin(), { ...update, first_name: 'Renamed', last_name: 'Person' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'renamed-person', displayName: 'Renamed Person', city: 'Liège', language: 'fr' });
    const [auth] = await c.t.database.db.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, person.uid));
    expect(auth!.name).toBe('Renamed Person');
    for (const slug of ['rename-me', 'renamed-person']) {
      const found = await ask(c.t, 'GET', `/api/admin/accounts/by-slug/${slug}`, admin());
      expect(found.json().uid, slug).toBe(person.uid);
    }
    // The old slug is not handed to the next namesake: it still names the renamed person.
    expect((await create({ first_name: 'Rename', last_name: 'Me' })).json().slug).toBe('rename-me-2');
    expect((await ask(c.t, 'GET', '/api/admin/accounts/by-slug/nobody-by-this-name', admin())).statusCode).toBe(404);
  });

  it('survives two renames racing, of one person and of two people to one name', async () => {
    const a = (await create({ first_name: 'Race', last_name: 'One' })).json();
    const b = (await create({ first_name: 'Race', last_name: 'Two' })).json();
    const [x, y] = await Promise.all([
      ask(c.t, 'PATCH', `/api/admin/accounts/${a.uid}`, admin(), { ...update, first_name: 'Same', last_name: 'Name' }),
      ask(c.t, 'PATCH', `/api/admin/accounts/${b.uid}`, admin(), { ...update, first_name: 'Same', last_name: 'Name' }),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(new Set([x.json().slug, y.json().slug])).toEqual(new Set(['same-name', 'same-name-2']));
    const [p, q] = await Promise.all([
      ask(c.t, 'PATCH', `/api/admin/accounts/${a.uid}`, admin(), { ...update, first_name: 'First', last_name: 'Choice' }),
      ask(c.t, 'PATCH', `/api/admin/accounts/${a.uid}`, admin(), { ...update, first_name: 'Second', last_name: 'Choice' }),
    ]);
    expect([p.statusCode, q.statusCode]).toEqual([200, 200]);
    const [row] = await c.t.database.db.select({ slug: users.slug }).from(users).where(eq(users.uid, a.uid));
    expect(['first-choice', 'second-choice']).toContain(row!.slug);
    for (const slug of ['race-one', 'first-choice', 'second-choice']) {
      expect((await ask(c.t, 'GET', `/api/admin/accounts/by-slug/${slug}`, admin())).json().uid, slug).toBe(a.uid);
    }
    const redirects = await c.t.database.db.select().from(slugRedirects).where(eq(slugRedirects.targetId, a.uid));
    expect(redirects.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 400 per field on a bad edit and 404 for an unknown person', async () => {
    const bad = await ask(c.t, 'PATCH', `/api/admin/accounts/${c.customer.uid}`, admin(), { first_name: '', last_name: 'x'.repeat(81), phone: 'call me', language: 'xx', address: 'x'.repeat(201), postal_code: '12', city: 'x'.repeat(81) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.tooLong',
      phone: 'validation.phone',
      language: 'validation.language',
      address: 'validation.tooLong',
      postal_code: 'validation.postcode',
      city: 'validation.tooLong',
    });
    expect((await ask(c.t, 'PATCH', '/api/admin/accounts/nobody', admin(), update)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/accounts', () => {
  const list = (query: string) => ask(c.t, 'GET', `/api/admin/accounts?${query}`, admin());
  const uids = (res: { json(): { items: { uid: string }[] } }) => res.json().items.map((p) => p.uid);

  it('searches name, e-mail and city, accents and case ignored, typos tolerated', async () => {
    const town = `Zwevegem${randomUUID().slice(0, 4)}`;
    const helene = await someone(c.t, 'customer', { firstName: 'Hélène', lastName: 'Vandenbroucke' });
    await c.t.database.db.update(users).set({ city: town }).where(eq(users.uid, helene.uid));
    for (const q of ['helene', 'HÉLÈNE vandenbroucke', 'vandenbrouke', town.toLowerCase(), helene.email.split('@')[0]!]) {
      expect(uids(await list(`q=${encodeURIComponent(q)}&limit=100`)), q).toContain(helene.uid);
    }
    expect(uids(await list('q=zzzqqqxxx'))).toEqual([]);
    expect(uids(await list(`city=${town.toUpperCase()}`))).toEqual([helene.uid]);
    // LIKE wildcards are literal.
    expect(uids(await list('q=%25'))).toEqual([]);
  });

  it('filters by role and status (the approvals page asks ?status=pending) and answers people with their pharmacies', async () => {
    const pending = await list('status=pending&limit=100');
    expect(pending.statusCode).toBe(200);
    expect(uids(pending)).toContain(c.pending.uid);
    expect(pending.json().items.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    const shippers = await list('role=shipper&status=active&limit=100');
    expect(uids(shippers)).toContain(c.shipper.uid);
    expect(uids(shippers)).not.toContain(c.pending.uid);
    const staff = (await create({ role: 'pharmacy', pharmacyId, first_name: 'Staff', last_name: 'Listed' })).json();
    const found = (await list('q=staff%20listed')).json().items.find((p: { uid: string }) => p.uid === staff.uid);
    expect(found.pharmacies).toEqual([expect.objectContaining({ id: pharmacyId })]);
  });

  it('sorts four ways', async () => {
    const names = (await list('sort=name&limit=100')).json().items.map((p: { displayName: string }) => p.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0)));
    const reversed = (await list('sort=-name&limit=100')).json().items.map((p: { displayName: string }) => p.displayName);
    expect(reversed).toEqual([...names].reverse());
    const newest = (await list('limit=100')).json().items.map((p: { createdAt: string }) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await list('sort=createdAt&limit=100')).json().items.map((p: { createdAt: string }) => p.createdAt);
    expect(oldest).toEqual([...oldest].sort());
  });

  it.each(['name', '-name', 'createdAt', '-createdAt'])('pages by %s without duplicates or skips while people are added', async (sort) => {
    const tag = `Paging${randomUUID().slice(0, 6)}`;
    const q = `q=${tag}&sort=${sort}&limit=3`;
    for (const last of ['Bravo', 'Delta', 'Foxtrot', 'Hotel', 'Juliet', 'Lima', 'November']) await create({ first_name: tag, last_name: last });
    const before = uids(await list(`${q.replace('limit=3', 'limit=100')}`));
    expect(before).toHaveLength(7);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const res = await list(`${q}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...uids(res));
      cursor = res.json().nextCursor;
      // Between pages, people join on both sides of the cursor.
      await create({ first_name: tag, last_name: ['Alpha', 'Zulu', 'Mike', 'Echo'][round++ % 4] });
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const uid of before) expect(seen).toContain(uid);
  });

  it.each([
    ['sort=random', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['role=doctor', 'role'],
    ['status=sleeping', 'status'],
    ['cursor=garbage', 'cursor'],
    [`q=${'x'.repeat(101)}`, 'q'],
    [`city=${'x'.repeat(81)}`, 'city'],
  ])('answers 400 on %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('refuses a cursor of another sort', async () => {
    const page = (await list('sort=name&limit=1')).json();
    const res = await list(`sort=-createdAt&cursor=${page.nextCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cursor: 'validation.cursor' });
  });
});

describe('GET /api/admin/accounts/export.csv', () => {
  it('exports every matching person as UTF-8 CSV with a BOM, every cell quoted and formulas defused', async () => {
    const tag = `Csv${randomUUID().slice(0, 6)}`;
    await create({ first_name: '=HYPERLINK("http://evil")', last_name: tag, address: 'Rue "Haute", 12\nbis', city: '-2+3' });
    await create({ first_name: '@SUM(A1)', last_name: tag, address: '+32 line', city: 'Gent' });
    const res = await ask(c.t, 'GET', `/api/admin/accounts/export.csv?q=${tag}&sort=name`, admin());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.body.replace(/^\uFEFF/, '');
    const header = 'uid,slug,email,first_name,last_name,display_name,role,status,phone,language,address,postal_code,city,pharmacies,email_verified,anonymised,created_at';
    expect(text.split('\r\n')[0]).toBe(header.split(',').map((h) => `"${h}"`).join(','));
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"Rue ""Haute"", 12\nbis"`);
    expect(text).toContain(`,"'-2+3",`);
    expect(text).toContain(`,"'@SUM(A1)",`);
    expect(text).toContain(`,"'+32 line",`);
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });

  it('exports more rows than one batch, each once', async () => {
    const tag = `Bulk${randomUUID().slice(0, 6)}`;
    const values = Array.from({ length: 620 }, (_, i) => ({ id: randomUUID(), i }));
    await c.t.database.db.insert(authUser).values(values.map((v) => ({ id: v.id, name: `${tag} ${v.i}`, email: `${v.id}@example.be`, emailVerified: true, role: 'customer' as const })));
    await c.t.database.db.insert(users).values(values.map((v) => ({ uid: v.id, email: `${v.id}@example.be`, firstName: tag, lastName: String(v.i), displayName: `${tag} ${v.i}`, role: 'customer' as const, status: 'active' as const })));
    const res = await ask(c.t, 'GET', `/api/admin/accounts/export.csv?q=${tag}`, admin());
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(620);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(620);
  });
});
