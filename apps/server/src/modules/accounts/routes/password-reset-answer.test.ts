import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, uniqueEmail, type TestApp } from '../../../test/test-app';

/**
 * The answer to a reset request must not depend on whether the account exists, in content or in what runs before
 * it. Tests never time anything: instead the account-dependent write (the reset token) is made to fail, or to wait
 * on a lock the test holds, and the answer must not notice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/auth/new-password' } });

const resetMails = (email: string) => t.mailer.sent.filter((m) => m.to === email && m.text.includes('/auth/new-password?'));

const resetTokenWrites = async () => {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM auth_verification WHERE identifier LIKE 'reset-password:%'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

async function withTrigger(body: string, run: () => Promise<void>): Promise<void> {
  await t.database.db.execute(sql.raw(`CREATE FUNCTION reset_token_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NEW; END $$`));
  await t.database.db.execute(sql.raw(`CREATE TRIGGER reset_token_write BEFORE INSERT ON auth_verification FOR EACH ROW WHEN (NEW.identifier LIKE 'reset-password:%') EXECUTE FUNCTION reset_token_write()`));
  try {
    await run();
  } finally {
    await t.database.db.execute(sql.raw('DROP TRIGGER reset_token_write ON auth_verification'));
    await t.database.db.execute(sql.raw('DROP FUNCTION reset_token_write()'));
  }
}

describe('asking for a reset link', () => {
  it('answers a known address like an unknown one even when the token cannot be written', async () => {
    const { email } = await registerVerifiedUser(t);
    const unknown = await requestReset(uniqueEmail('nobody'));
    // A sequence is not rolled back with the failed write: it tells when the write has been tried.
    await t.database.db.execute(sql.raw('CREATE SEQUENCE reset_token_attempts'));
    const attempted = async () => {
      const result = await t.database.db.execute(sql.raw('SELECT is_called FROM reset_token_attempts'));
      return (result as unknown as { rows: { is_called: boolean }[] }).rows[0]!.is_called;
    };
    await withTrigger(`PERFORM nextval('reset_token_attempts'); RAISE EXCEPTION 'token write refused (test)';`, async () => {
      const known = await requestReset(email);
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      for (let i = 0; i < 100 && !(await attempted()); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await attempted()).toBe(true);
    });
    await t.database.db.execute(sql.raw('DROP SEQUENCE reset_token_attempts'));
    expect(resetMails(email)).toEqual([]);
  });

  it('still e-mails the link in the normal case', async () => {
    const { email } = await registerVerifiedUser(t);
    expect((await requestReset(email)).statusCode).toBe(200);
    const link = await t.mailer.linkTo(email, 'new-password');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('refuses a malformed address with a field message, like any form', async () => {
    const res = await requestReset('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { email: 'validation.email' } });
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('answers before the token write has finished (PostgreSQL: the write waits on a lock)', async () => {
    const { email } = await registerVerifiedUser(t);
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(424242)');
    let locked = true;
    const release = async () => {
      if (locked) await holder.query('SELECT pg_advisory_unlock(424242)');
      locked = false;
    };
    try {
      await withTrigger('PERFORM pg_advisory_lock(424242); PERFORM pg_advisory_unlock(424242);', async () => {
        // Released before the trigger is dropped, whatever happens: the drop waits for the held-up write.
        try {
          const before = await resetTokenWrites();
          const res = await requestReset(email);
          expect(res.statusCode).toBe(200);
          // Answered while the write is still held up: nothing written, nothing sent yet.
          expect(await resetTokenWrites()).toBe(before);
          expect(resetMails(email)).toEqual([]);
          await release();
          await t.mailer.linkTo(email, 'new-password');
          expect(await resetTokenWrites()).toBe(before + 1);
        } finally {
          await release();
        }
      });
    } finally {
      await holder.end();
    }
  });
});
