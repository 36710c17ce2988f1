import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { publicItemSource } from './public-items';

for (const target of openTestDatabases()) {
  describe(`public items in id order (${target.name}, issue 15 §Findable)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    /** Seven policies, three of them municipal; "visible" here means national or provincial. */
    async function source() {
      const { db } = await open();
      const levels = ['national', 'municipal', 'provincial', 'municipal', 'national', 'municipal', 'provincial'] as const;
      await db
        .insertInto('policies')
        .values(
          levels.map((level, index) => ({
            id: `pol_${7 - index}`,
            title: `政策${index}`,
            level,
            issuer: '江苏省人民政府办公厅',
            doc_number: `苏政办发〔2025〕${index}号`,
            issued_at: '2025-01-01',
            summary: '',
            body_html: '',
            attachments: '[]',
            published_at: 1_000 * (index + 1),
          })),
        )
        .execute();
      return publicItemSource(db, () => db.selectFrom('policies as p').where('p.level', '<>', 'municipal'), { id: 'p.id', lastModified: ['p.published_at'] });
    }

    it('counts, numbers and pages only the visible rows, in id order, by keyset', async () => {
      const items = await source();
      expect(await items.count()).toBe(4);
      // Visible: pol_7 (1 s), pol_5 (3 s), pol_3 (5 s), pol_1 (7 s).
      expect(await items.after(undefined, 10)).toEqual([
        { id: 'pol_1', lastModified: 7_000 },
        { id: 'pol_3', lastModified: 5_000 },
        { id: 'pol_5', lastModified: 3_000 },
        { id: 'pol_7', lastModified: 1_000 },
      ]);
      expect((await items.after(undefined, 2)).map((item) => item.id)).toEqual(['pol_1', 'pol_3']);
      expect((await items.after('pol_3', 2)).map((item) => item.id)).toEqual(['pol_5', 'pol_7']);
      expect((await items.after('pol_2', 1)).map((item) => item.id)).toEqual(['pol_3']);
      expect(await items.after('pol_7', 2)).toEqual([]);
      expect(await Promise.all([1, 2, 3, 4, 5].map((position) => items.idAt(position)))).toEqual(['pol_1', 'pol_3', 'pol_5', 'pol_7', undefined]);
    });
  });
}
