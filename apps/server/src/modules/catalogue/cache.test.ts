import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache';

describe('the catalogue answer cache', () => {
  it('answers from the cache until the TTL, then computes again', async () => {
    let now = 0;
    let calls = 0;
    const cache = new TtlCache<number>(10, 1000, () => now);
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    now = 999;
    expect(await cache.get('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between identical requests in flight', async () => {
    let calls = 0;
    const cache = new TtlCache<string>(10, 1000);
    let release!: (v: string) => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    release('done');
    expect(await both).toEqual(['done', 'done']);
    expect(calls).toBe(1);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(2, 1000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets failures, and what was in flight when it was cleared', async () => {
    const cache = new TtlCache<string>(10, 1000);
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    let release!: (v: string) => void;
    const old = cache.get('y', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await old).toBe('stale');
    expect(await cache.get('y', async () => 'fresh')).toBe('fresh');
  });
});
