import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { loadEnv } from '../env';
import { CaptureMailer, createTestApp, type TestApp } from '../test/test-app';
import { enqueueEmail, type OutboxMail } from './outbox';
import { ORDER_UPDATE_STATUSES, ORDER_UPDATE_TEXTS } from './mail-templates/order-update-texts';

let t: TestApp;
const MAX_ATTEMPTS = 3;

const mail = (to: string, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  to,
  language: 'fr',
  template: 'order-update',
  params: { reference: 'PL-7Q4K2M', status: 'ready', pharmacy: 'Pharmacie du Sablon', link: '/my/dashboard' },
  ...overrides,
});

async function rowFor(to: string) {
  const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return row!;
}

/** Time passes: the row is due again now. */
const makeDue = (to: string) =>
  t.database.db.update(outboxEmails).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outboxEmails.toAddress, to));

beforeAll(async () => {
  // A long poll so only the test's own drain()/wake() send; a 10-minute first backoff to see it land in the row.
  t = await createTestApp({}, { outbox: { pollMs: 3_600_000, maxAttempts: MAX_ATTEMPTS, backoffMs: (n) => n * 600_000 } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.mailer.failNext(0);
});

describe('enqueueEmail + the outbox dispatcher', () => {
  it('sends what a committed transaction enqueued, rendered in the recipient language, once', async () => {
    await t.database.db.transaction(async (tx) => {
      await enqueueEmail(tx, mail('committed@example.be', { params: { ...mail('').params, reason: 'Rupture <b>de stock</b>' } }));
    });
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const sent = t.mailer.sent.filter((m) => m.to === 'committed@example.be');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Commande PL-7Q4K2M : Prête');
    expect(sent[0]!.text).toContain('Du nouveau pour la commande PL-7Q4K2M (Pharmacie du Sablon) : Prête.');
    expect(sent[0]!.text).toContain('Motif : Rupture <b>de stock</b>');
    expect(sent[0]!.text).toContain('Voir la commande: http://localhost:3000/my/dashboard');
    // The reason is the pharmacist's text: escaped in HTML.
    expect(sent[0]!.html).toContain('Rupture &lt;b&gt;de stock&lt;/b&gt;');
    expect(sent[0]!.html).toContain('<bdi dir="ltr">PL-7Q4K2M</bdi>');
    const row = await rowFor('committed@example.be');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    await t.app.outbox.drain();
    expect(t.mailer.sent.filter((m) => m.to === 'committed@example.be')).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail('rolled-back@example.be'));
        throw new Error('the order transition failed');
      }),
    ).rejects.toThrow('the order transition failed');
    await t.app.outbox.drain();
    expect(t.mailer.sent.some((m) => m.to === 'rolled-back@example.be')).toBe(false);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'rolled-back@example.be'))).toEqual([]);
  });

  it('wake() sends at once without waiting for the timer', async () => {
    await enqueueEmail(t.database.db, mail('woken@example.be', { language: 'nl' }));
    t.app.outbox.wake();
    await expect.poll(() => t.mailer.lastTo('woken@example.be')?.subject).toBe('Bestelling PL-7Q4K2M: Klaar');
  });

  it('retries a failed send after the backoff, then sends', async () => {
    await enqueueEmail(t.database.db, mail('retry@example.be', { language: 'de' }));
    t.mailer.failNext(1);
    await t.app.outbox.drain();
    let row = await rowFor('retry@example.be');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP unavailable (test)' });
    // First backoff: 10 minutes from now.
    const wait = row.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(9 * 60_000);
    expect(wait).toBeLessThan(11 * 60_000);
    await t.app.outbox.drain();
    expect(t.mailer.lastTo('retry@example.be')).toBeUndefined();

    await makeDue('retry@example.be');
    await t.app.outbox.drain();
    row = await rowFor('retry@example.be');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(t.mailer.lastTo('retry@example.be')?.subject).toBe('Bestellung PL-7Q4K2M: Bereit');
  });

  it(`marks the e-mail failed after ${MAX_ATTEMPTS} failed attempts and stops trying`, async () => {
    await enqueueEmail(t.database.db, mail('broken@example.be'));
    t.mailer.failNext(100);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await makeDue('broken@example.be');
      await t.app.outbox.drain();
      expect((await rowFor('broken@example.be')).attempts).toBe(i);
    }
    expect(await rowFor('broken@example.be')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await makeDue('broken@example.be');
    await t.app.outbox.drain();
    expect((await rowFor('broken@example.be')).attempts).toBe(MAX_ATTEMPTS);
    t.mailer.failNext(0);
    expect(t.mailer.lastTo('broken@example.be')).toBeUndefined();
  });

  it('refuses an unknown template or bad params before writing anything', async () => {
    const base = mail('bad@example.be');
    await expect(enqueueEmail(t.database.db, { ...base, template: 'nope' })).rejects.toThrow('unknown e-mail template');
    await expect(enqueueEmail(t.database.db, { ...base, template: 'constructor' })).rejects.toThrow('unknown e-mail template');
    await expect(enqueueEmail(t.database.db, { ...base, params: { ...base.params, status: 'lost' } })).rejects.toThrow('unknown status');
    const { reference: _dropped, ...withoutReference } = base.params;
    await expect(enqueueEmail(t.database.db, { ...base, params: withoutReference })).rejects.toThrow('missing param "reference"');
    await expect(enqueueEmail(t.database.db, { ...base, params: { ...base.params, link: 'javascript:alert(1)' } })).rejects.toThrow('link');
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'bad@example.be'))).toEqual([]);
  });

  it('renders every status in all seven languages, right-to-left in Arabic, in English for an unknown language', async () => {
    for (const language of LANGUAGES) {
      for (const status of ORDER_UPDATE_STATUSES) {
        const to = `${language}.${status}@example.be`;
        await enqueueEmail(t.database.db, mail(to, { language, params: { ...mail('').params, status, name: 'Anna' } }));
      }
    }
    await enqueueEmail(t.database.db, mail('klingon@example.be', { language: 'tlh' }));
    await t.app.outbox.drain();
    for (const language of LANGUAGES) {
      for (const status of ORDER_UPDATE_STATUSES) {
        const sent = t.mailer.lastTo(`${language}.${status}@example.be`)!;
        expect(sent.subject).toContain(ORDER_UPDATE_TEXTS[language].statuses[status]);
        expect(sent.text).toContain('Anna');
        expect(sent.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      }
    }
    expect(t.mailer.lastTo('klingon@example.be')?.subject).toBe('Order PL-7Q4K2M: Ready');
    // Every language names the statuses its own way (not English copies).
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(ORDER_UPDATE_TEXTS[language].statuses.ready).not.toBe(ORDER_UPDATE_TEXTS.en.statuses.ready);
    }
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let other: { app: FastifyInstance; database: Database; mailer: CaptureMailer };

  beforeAll(async () => {
    const database = await openDatabase({ url: t.databaseUrl, poolSize: 3 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', AUTH_SECRET: 'outbox-test-secret-0123456789abcdefgh', APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const mailer = new CaptureMailer();
    const app = await buildApp({ env, database, mailer, logger: false, webDist: '/nonexistent', outbox: { pollMs: 3_600_000 } });
    other = { app, database, mailer };
  });
  afterAll(async () => {
    await other.app.close();
    await other.database.close();
  });

  it('never send the same e-mail twice (SKIP LOCKED)', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `parallel.${i}@example.be`);
    for (const to of recipients) await enqueueEmail(t.database.db, mail(to));
    await Promise.all([t.app.outbox.drain(), other.app.outbox.drain(), t.app.outbox.drain(), other.app.outbox.drain()]);
    const sent = [...t.mailer.sent, ...other.mailer.sent].map((m) => m.to).filter((to) => to.startsWith('parallel.'));
    expect(sent.sort()).toEqual([...recipients].sort());
    // Both processes took part.
    expect(other.mailer.sent.length).toBeGreaterThan(0);
    expect(t.mailer.sent.filter((m) => m.to.startsWith('parallel.')).length).toBeGreaterThan(0);
  });
});
