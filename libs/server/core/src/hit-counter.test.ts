import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { countHit, HIT_SWEEP_INTERVAL_MS, sweepEndedHits } from './hit-counter';
import { exclusiveTransaction } from './exclusive';

const T0 = Date.UTC(2026, 10, 22, 2, 0, 0);
const MINUTE = 60_000;

const keysIn = async (db: Kysely<Database>) => (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((row) => row.key);

for (const target of openTestDatabases()) {
  describe(`issue 20 hit counter on ${target.name}`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    it('issue 20 countHit counts a window from its first hit, then starts a new window once the old one has ended', async () => {
      const { db } = await open();
      expect(await countHit(db, 'k', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
      expect(await countHit(db, 'k', MINUTE, T0 + 1_000)).toEqual({ count: 2, resetAt: T0 + MINUTE });
      expect(await countHit(db, 'k', MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, resetAt: T0 + MINUTE });
      // The window ends at resetAt: the hit then is the first of the next window.
      expect(await countHit(db, 'k', MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
      expect(await countHit(db, 'k', MINUTE, T0 + MINUTE + 5)).toEqual({ count: 2, resetAt: T0 + 2 * MINUTE });
    });

    it('issue 20 countHit never lets two keys share a count', async () => {
      const { db } = await open();
      for (let n = 1; n <= 3; n += 1) expect((await countHit(db, 'route:POST /a:127.0.0.1', MINUTE, T0)).count).toBe(n);
      expect((await countHit(db, 'route:POST /b:127.0.0.1', MINUTE, T0)).count).toBe(1);
      expect((await countHit(db, 'route:POST /a:127.0.0.2', MINUTE, T0)).count).toBe(1);
      expect((await countHit(db, 'route:POST /a:127.0.0.1', MINUTE, T0)).count).toBe(4);
    });

    it('issue 20 countHit counts each of many concurrent hits once', async () => {
      const { db } = await open();
      const counts = await Promise.all(Array.from({ length: 25 }, () => countHit(db, 'burst', MINUTE, T0)));
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    });

    it('issue 20 expired rows get deleted: at most once a sweep interval per process, by a later hit', async () => {
      const { db } = await open();
      await countHit(db, 'short', 1_000, T0);
      await countHit(db, 'long', 10 * MINUTE, T0);
      // Within the interval of the first hit's sweep nothing is deleted, though `short` has ended.
      await countHit(db, 'other', MINUTE, T0 + 2_000);
      expect(await keysIn(db)).toEqual(['long', 'other', 'short']);
      // The next hit after the interval deletes every ended window, and only those.
      await countHit(db, 'later', MINUTE, T0 + HIT_SWEEP_INTERVAL_MS + 2_000);
      expect(await keysIn(db)).toEqual(['later', 'long']);
      expect(await sweepEndedHits(db, T0 + 5 * MINUTE)).toBe(1);
      expect(await keysIn(db)).toEqual(['long']);
    });

    it('issue 20 exclusiveTransaction runs checks and writes of one lock one after another, and rolls back what throws', async () => {
      const { db } = await open();
      const claim = (slot: string) =>
        exclusiveTransaction(db, 'claim', async (trx) => {
          const taken = await trx.selectFrom('rate_limits').select('key').where('key', 'like', 'claim:%').execute();
          if (taken.length > 0) return false;
          await trx
            .insertInto('rate_limits')
            .values({ key: `claim:${slot}`, count: 1, reset_at: T0 })
            .execute();
          return true;
        });
      const claimed = await Promise.all(['a', 'b', 'c', 'd'].map(claim));
      expect(claimed.filter(Boolean)).toHaveLength(1);
      await expect(
        exclusiveTransaction(db, 'claim', async (trx) => {
          await trx.insertInto('rate_limits').values({ key: 'rolled-back', count: 1, reset_at: T0 }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await keysIn(db)).toHaveLength(1);
    });
  });
}
