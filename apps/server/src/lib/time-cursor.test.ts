import { describe, expect, it } from 'vitest';
import { decodeTimeCursor, encodeTimeCursor } from './time-cursor';

const id = '0b7c8d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const raw = (s: string) => Buffer.from(s).toString('base64url');

describe('time cursors', () => {
  it('round-trips a microsecond time and a uuid', () => {
    expect(decodeTimeCursor(encodeTimeCursor('2026-11-22T07:46:16.123456Z', id))).toEqual({ at: '2026-11-22T07:46:16.123456Z', id });
  });

  it('refuses what the server never hands out', () => {
    for (const bad of [
      raw(`2026-11-22T07:46:16.123Z|${id}`), // milliseconds only
      raw(`2026-02-31T07:46:16.123456Z|${id}`), // no such day
      raw(`2026-13-01T07:46:16.123456Z|${id}`),
      raw('2026-11-22T07:46:16.123456Z|not-a-uuid'),
      raw(`2026-11-22T07:46:16.123456Z|${id}|extra`),
      raw(`'; DROP TABLE audit_log; --|${id}`),
      'garbage',
      '',
    ]) {
      expect(decodeTimeCursor(bad), bad).toBeNull();
    }
  });
});
