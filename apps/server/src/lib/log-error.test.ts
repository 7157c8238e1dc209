import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { serializeError } from './log-error';

/*
 * What a failed query looks like to the log: pino's standard serializer keeps drizzle's "Failed query: … params: …"
 * message and PostgreSQL's quoted value; ours keeps the class, the SQLSTATE and the frames only.
 */

// The test database of either engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): their errors differ in shape.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function failedQuery(): Promise<unknown> {
  try {
    await t.database.db.execute(sql`SELECT ${'louise.peeters@example.be'}::uuid`);
  } catch (error) {
    return error;
  }
  throw new Error('the query should have failed');
}

describe('the err serializer', () => {
  it('drops parameters, SQL and quoted values that the standard serializer keeps', async () => {
    const error = await failedQuery();
    expect(JSON.stringify(pino.stdSerializers.err(error as Error))).toContain('louise.peeters@example.be');
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('louise');
    expect(text).not.toMatch(/params|select|::uuid/i);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', cause: { code: '22P02' } });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps what locates a constraint failure, not its detail', () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "auth_user_email_unique"'),
      {
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (email)=(louise.peeters@example.be) already exists.',
        constraint: 'auth_user_email_unique',
        table: 'auth_user',
      },
    );
    const logged = serializeError(new Error('wrapped', { cause: pgError }));
    expect(JSON.stringify(logged)).not.toContain('louise');
    expect(logged.cause).toMatchObject({
      code: '23505',
      constraint: 'auth_user_email_unique',
      table: 'auth_user',
      message: 'duplicate key value violates unique constraint "…"',
    });
  });

  it('hides an e-mail address in any message (an SMTP refusal names the recipient)', () => {
    const smtp = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <louise.peeters@example.be>: Recipient address rejected",
      ),
      {
        code: 'EENVELOPE',
        rejected: ['louise.peeters@example.be'],
      },
    );
    const logged = serializeError(smtp);
    expect(JSON.stringify(logged)).not.toContain('louise');
    expect(logged).toMatchObject({ code: 'EENVELOPE', message: expect.stringContaining('Recipient address rejected') });
  });

  it('cuts a JSON.parse message that quotes the input', () => {
    let error: unknown;
    try {
      JSON.parse('{"email": louise@example.be}');
    } catch (e) {
      error = e;
    }
    expect(JSON.stringify(serializeError(error))).not.toContain('louise@example');
  });
});
