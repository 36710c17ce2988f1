import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { provinceDayOf } from '@portal/util';
import { createUsageCounter } from './usage-counter';

const NOW = Date.UTC(2026, 10, 22, 17, 0, 0); // 01:00 on 23 November in Beijing

for (const target of openTestDatabases()) {
  describe(`usage counter on ${target.name} (issue 18): batched, summed, nothing lost on a failed write`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => handle.close());
    const rows = () => handle.db.selectFrom('usage_counts').selectAll().orderBy('site').orderBy('kind').orderBy('key').execute();

    it('counts by Beijing day and writes only when flushed (or when the batch is due), adding to what is stored', async () => {
      const counter = createUsageCounter({ db: handle.db, now: () => NOW, flushMs: 60_000 });
      for (let index = 0; index < 5; index += 1) counter.add('portal', 'page', '/home');
      counter.add('nj', 'search', '交通', 12);
      counter.add('nj', 'search', '交通', 8);
      expect(await rows()).toEqual([]);
      expect(counter.pendingCount()).toBe(2);
      await counter.flush();
      counter.add('portal', 'page', '/home');
      await counter.close();
      counter.add('portal', 'page', '/home');
      await counter.flush();
      expect(provinceDayOf(NOW)).toBe('2026-11-23');
      expect((await rows()).map((row) => ({ ...row, count: Number(row.count), result_sum: Number(row.result_sum) }))).toEqual([
        { day: '2026-11-23', site: 'nj', kind: 'search', key: '交通', count: 2, result_sum: 20 },
        { day: '2026-11-23', site: 'portal', kind: 'page', key: '/home', count: 6, result_sum: 0 },
      ]);
    });

    it('keeps the counts of a failed write for the next one, merged with those that came meanwhile', async () => {
      await handle.db.deleteFrom('usage_counts').execute();
      let fail = true;
      const errors: unknown[] = [];
      // The real database, except that the first write's transaction fails.
      const flaky = new Proxy(handle.db, {
        get(db, property) {
          if (property === 'transaction' && fail) {
            fail = false;
            return () => ({ execute: () => Promise.reject(new Error('connection lost')) });
          }
          // Kysely's methods read private fields: call them on the database itself.
          const value = Reflect.get(db, property) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
        },
      }) as Kysely<Database>;
      const counter = createUsageCounter({ db: flaky, now: () => NOW, flushMs: 60_000, onError: (error) => errors.push(error) });
      counter.add('portal', 'download', 'fil_1');
      await counter.flush();
      expect(errors).toHaveLength(1);
      expect(await rows()).toEqual([]);
      counter.add('portal', 'download', 'fil_1');
      await counter.close();
      expect(errors).toHaveLength(1);
      expect((await rows()).map((row) => Number(row.count))).toEqual([2]);
    });

    it('writes at once when many counters are pending (no flush asked, the timer a minute away)', async () => {
      await handle.db.deleteFrom('usage_counts').execute();
      const counter = createUsageCounter({ db: handle.db, now: () => NOW, flushMs: 60_000, maxPending: 3 });
      for (const key of ['a', 'b', 'c']) counter.add('portal', 'search', key);
      await vi.waitFor(async () => expect((await rows()).map((row) => row.key)).toEqual(['a', 'b', 'c']));
      await counter.close();
    });

    it('keeps at most five times its bound of keys waiting and drops the rest (a flood of distinct queries)', async () => {
      await handle.db.deleteFrom('usage_counts').execute();
      const counter = createUsageCounter({ db: handle.db, now: () => NOW, flushMs: 60_000, maxPending: 3 });
      // One burst, before the write it starts can take anything: 15 keys wait, the other 15 are dropped.
      for (let index = 0; index < 30; index += 1) counter.add('portal', 'search', `q${String(index).padStart(2, '0')}`);
      expect(counter.pendingCount()).toBe(15);
      await counter.close();
      expect((await rows()).map((row) => row.key)).toEqual(Array.from({ length: 15 }, (_, index) => `q${String(index).padStart(2, '0')}`));
      const disabled = createUsageCounter({ db: handle.db, now: () => NOW, enabled: false });
      disabled.add('portal', 'search', 'd');
      await disabled.close();
      expect(await rows()).toHaveLength(15);
    });
  });
}
