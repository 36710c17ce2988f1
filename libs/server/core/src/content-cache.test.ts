import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { bumpContentGeneration, contentGeneration, createContentCache } from './content-cache';

for (const target of openTestDatabases()) {
  describe(`public content cache (${target.name}, issue 16)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    it('counts changes of public content from 0, one per bump; asks at once share a read that sees the last bump', async () => {
      const { db } = await open();
      expect(await contentGeneration(db)).toBe(0);
      await bumpContentGeneration(db);
      await bumpContentGeneration(db);
      const [a, b] = [contentGeneration(db), contentGeneration(db)];
      expect(a).toBe(b);
      expect(await a).toBe(2);
      await bumpContentGeneration(db);
      expect(await contentGeneration(db)).toBe(3);
    });

    it('keeps an answer per key until public content changes, then computes it again', async () => {
      const { db } = await open();
      const cache = createContentCache<string>(10);
      let computed = 0;
      const answer = (value: string) => async () => {
        computed += 1;
        return value;
      };
      expect(await cache.get(db, 'a', answer('first'))).toBe('first');
      expect(await cache.get(db, 'a', answer('second'))).toBe('first');
      expect(await cache.get(db, 'b', answer('other'))).toBe('other');
      expect(computed).toBe(2);
      await bumpContentGeneration(db);
      expect(await cache.get(db, 'a', answer('after the change'))).toBe('after the change');
      expect(cache.size(db)).toBe(1);
    });

    it('shares one computation between concurrent asks, and keeps no failure', async () => {
      const { db } = await open();
      const cache = createContentCache<number>(10);
      let computed = 0;
      let release: (value: number) => void = () => undefined;
      const slow = () => {
        computed += 1;
        return new Promise<number>((resolve) => {
          release = resolve;
        });
      };
      const both = Promise.all([cache.get(db, 'k', slow), cache.get(db, 'k', slow)]);
      await expect.poll(() => computed).toBe(1);
      release(7);
      expect(await both).toEqual([7, 7]);
      await expect(cache.get(db, 'broken', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
      expect(await cache.get(db, 'broken', async () => 1)).toBe(1);
    });

    it('holds at most its bound, dropping the least recently used', async () => {
      const { db } = await open();
      const cache = createContentCache<string>(2);
      await cache.get(db, 'a', async () => 'a');
      await cache.get(db, 'b', async () => 'b');
      await cache.get(db, 'a', async () => 'a again');
      await cache.get(db, 'c', async () => 'c');
      expect(cache.size(db)).toBe(2);
      expect(await cache.get(db, 'a', async () => 'a recomputed')).toBe('a');
      expect(await cache.get(db, 'b', async () => 'b recomputed')).toBe('b recomputed');
    });
  });
}

describe('public content cache across databases', () => {
  it('keeps the answers of each database apart', async () => {
    const [target] = openTestDatabases();
    if (!target) throw new Error('no test database');
    const first = await target.open();
    const second = await target.open();
    try {
      const cache = createContentCache<string>(10);
      expect(await cache.get(first.db, 'k', async () => 'first')).toBe('first');
      expect(await cache.get(second.db, 'k', async () => 'second')).toBe('second');
      expect(await cache.get(first.db, 'k', async () => 'again')).toBe('first');
      expect(cache.size(first.db)).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
