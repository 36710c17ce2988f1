import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { columnContains, containsPattern, countOf, groupCounts, iso, isoOrNull } from './sql';

for (const target of openTestDatabases()) {
  describe(`SQL helpers (${target.name})`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    async function departments() {
      const handle = await open();
      const rows = [
        { id: 'd_a', name: '省交通运输厅', short_name: 'A_B%', sort_order: 1 },
        { id: 'd_b', name: '省卫生健康委', short_name: 'AxB', sort_order: 1 },
        { id: 'd_c', name: '省自然资源厅', short_name: 'c', sort_order: 2 },
      ];
      await handle.db.insertInto('departments').values(rows).execute();
      return handle.db;
    }

    it('matches text literally: % and _ in the text are not wildcards, case is ignored', async () => {
      const db = await departments();
      const names = async (text: string) =>
        (
          await db
            .selectFrom('departments')
            .select('id')
            .where(columnContains('short_name', containsPattern(text)))
            .orderBy('id')
            .execute()
        ).map((row) => row.id);
      expect(await names('a_b')).toEqual(['d_a']);
      expect(await names('B%')).toEqual(['d_a']);
      expect(await names('交通')).toEqual([]);
      expect(await names('x')).toEqual(['d_b']);
    });

    it('counts rows and rows per value as numbers on both engines', async () => {
      const db = await departments();
      expect(await countOf(db.selectFrom('departments'))).toBe(3);
      expect(await countOf(db.selectFrom('departments').where('sort_order', '=', 9))).toBe(0);
      expect(await groupCounts(db.selectFrom('departments'), 'sort_order')).toEqual(
        new Map([
          ['1', 2],
          ['2', 1],
        ]),
      );
    });
  });
}

describe('values', () => {
  it('writes epoch milliseconds as ISO timestamps', () => {
    expect(iso(Date.UTC(2026, 0, 5))).toBe('2026-01-05T00:00:00.000Z');
    expect(iso('1767571200000')).toBe('2026-01-05T00:00:00.000Z');
    expect(isoOrNull(null)).toBeNull();
  });
});
