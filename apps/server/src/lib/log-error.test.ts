import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from './log-error';

/*
 * What a failed query looks like to the log: pino's standard serializer keeps drizzle's "Failed query: … params: …"
 * message and PostgreSQL's quoted value; ours keeps the class, the SQLSTATE and the frames only.
 */

// A bare in-memory database: the query fails on a cast, no schema needed.
let client: PGlite;
beforeAll(() => {
  client = new PGlite();
});
afterAll(() => client.close());

async function failedQuery(): Promise<unknown> {
  try {
    await drizzle({ client }).execute(sql`SELECT ${'louise.peeters@example.be'}::uuid`);
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
