import { bumpContentGeneration } from '@portal/server-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, StoredWallBlock } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import { countPolicies } from '@portal/server-policies';
import { countPublishedNews } from '@portal/server-news';
import { contentWall } from './index';

const STATS: StoredWallBlock = {
  type: 'stats',
  id: 'stats',
  title: '统计',
  items: [
    { label: '运营动态', unit: '篇', metric: 'news' },
    { label: '政策', unit: '篇', metric: 'policies' },
  ],
};

for (const target of openTestDatabases()) {
  describe(`content wall on ${target.name} (issue 14)`, () => {
    let handle: DatabaseHandle;
    const ctx = () => ({ db: handle.db, now: Date.now });
    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now: Date.UTC(2026, 10, 22, 2), resources: 40 });
    }, 120_000);
    afterAll(() => handle.close());

    // A change of the wall, as its editor will make it: the row, and the public content generation (issue 16).
    const store = async (blocks: unknown[]) => {
      await handle.db
        .updateTable('content_wall_versions')
        .set({ blocks: JSON.stringify(blocks), published_at: 1_700_000_000_000 })
        .where('site', '=', 'portal')
        .where('version', '=', 1)
        .execute();
      await bumpContentGeneration(handle.db);
    };

    it('resolves the seeded blocks in order (featured items, latest items, statistics)', async () => {
      const wall = await contentWall(ctx());
      expect(wall.blocks.map((block) => block.type)).toEqual(['banner', 'stats', 'featured', 'featured', 'latest', 'latest', 'links']);
      for (const block of wall.blocks) if (block.type === 'latest') expect(block.items).toHaveLength(block.limit);
    });

    it('computes the news and policy statistics live', async () => {
      await store([STATS]);
      const [block] = (await contentWall(ctx())).blocks;
      expect(block).toEqual({
        type: 'stats',
        id: 'stats',
        title: '统计',
        items: [
          { label: '运营动态', unit: '篇', value: await countPublishedNews(handle.db) },
          { label: '政策', unit: '篇', value: await countPolicies(handle.db) },
        ],
      });
      expect((await contentWall(ctx())).updatedAt).toBe(new Date(1_700_000_000_000).toISOString());
    });

    it('fails loudly on a metric it does not know', async () => {
      await store([{ ...STATS, items: [{ label: 'x', unit: '', metric: 'visitors' }] }]);
      await expect(contentWall(ctx())).rejects.toThrow('content wall: unknown metric visitors');
    });

    it('issue 16: is kept until public content changes, then resolved again', async () => {
      await store([STATS]);
      const before = await contentWall(ctx());
      await handle.db.updateTable('content_wall_versions').set({ blocks: '[]' }).where('site', '=', 'portal').execute();
      expect(await contentWall(ctx())).toEqual(before);
      await bumpContentGeneration(handle.db);
      expect((await contentWall(ctx())).blocks).toEqual([]);
    });

    it('is empty when none is configured', async () => {
      await handle.db.deleteFrom('content_wall_versions').execute();
      await handle.db.deleteFrom('content_walls').execute();
      await bumpContentGeneration(handle.db);
      expect(await contentWall(ctx())).toEqual({ updatedAt: new Date(0).toISOString(), blocks: [] });
    });
  });
}
