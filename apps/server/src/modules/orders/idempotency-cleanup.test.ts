import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { someone } from '../accounts/testing/fixtures';
import { IDEMPOTENCY_KEY_HOURS } from './idempotency-cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('deletes the Idempotency-Keys older than their retention when the job runner runs, and keeps the recent ones', async () => {
  const person = await someone(t, 'customer');
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  const rows = [
    { age: IDEMPOTENCY_KEY_HOURS + 1, kept: false },
    { age: IDEMPOTENCY_KEY_HOURS * 10, kept: false },
    { age: IDEMPOTENCY_KEY_HOURS - 1, kept: true },
    { age: 0, kept: true },
  ].map((r) => ({ ...r, key: randomUUID() }));
  await t.database.db
    .insert(idempotencyKeys)
    .values(rows.map((r) => ({ userId: person.uid, key: r.key, requestHash: 'h', createdAt: hoursAgo(r.age) })));

  await t.app.jobs.runAll();

  const left = await t.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, person.uid));
  expect(left.map((r) => r.key).sort()).toEqual(
    rows
      .filter((r) => r.kept)
      .map((r) => r.key)
      .sort(),
  );
});
