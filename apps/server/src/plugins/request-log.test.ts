import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger-options';
import { createTestApp, type TestApp } from '../test/test-app';

let lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(
      ...String(chunk)
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    );
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { ...loggerOptions('info'), stream } });
});
afterAll(() => t.close());

it('writes one line per request, on completion: method, path without its query, status and time', async () => {
  lines = [];
  const res = await t.app.inject({ method: 'GET', url: '/api/health?token=secret-link-token' });
  expect(res.statusCode).toBe(200);
  const about = lines.filter((l) => l.reqId !== undefined);
  expect(about).toHaveLength(1);
  expect(about[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/api/health' },
    res: { statusCode: 200 },
  });
  expect(typeof about[0]!.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret-link-token');
});
