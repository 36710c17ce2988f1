import { describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { useSeededDatabase } from '@portal/server-demo-data/testing';
import { attachmentColumnsMentioning, countAnnouncements, latestPublishedAnnouncements } from './news.editorial.repository';
import { countPublishedNews, findNews, latestNews, listNews, publishedNewsAttachments } from './news.repository';

const query = { page: 1, pageSize: 10 } as const;
const sum = (buckets: { count: number }[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

for (const target of openTestDatabases()) {
  describe(`news repository on ${target.name} (issue 14)`, () => {
    const seeded = useSeededDatabase(target);

    it('lists published news with facets that add up, and gives what the home wall shows in the same order', async () => {
      const list = await listNews(seeded().db, query);
      expect(list.total).toBe(await countPublishedNews(seeded().db));
      expect(sum(list.facets.category)).toBe(list.total);
      expect(sum(list.facets.year)).toBe(list.total);
      const latest = await latestNews(seeded().db, 10);
      expect(latest.map((item) => item.id)).toEqual(list.items.map((item) => item.id));
      expect(latest.map((item) => new Date(item.publishedAt).toISOString())).toEqual(list.items.map((item) => item.publishedAt));
    });

    it('hides drafts and offline items from the public reads', async () => {
      const hidden = await seeded().db.selectFrom('news').select('id').where('status', '!=', 'published').execute();
      expect(hidden.length).toBeGreaterThan(0);
      for (const { id } of hidden) {
        expect(await findNews(seeded().db, id)).toBeUndefined();
        expect(await publishedNewsAttachments(seeded().db, id)).toBeUndefined();
      }
    });

    it('counts announcements by status and gives the newest published ones (the workspace homes)', async () => {
      for (const status of ['draft', 'published', 'offline'] as const) {
        const rows = await seeded().db.selectFrom('news').select('id').where('category', '=', 'announcement').where('status', '=', status).execute();
        expect(await countAnnouncements(seeded().db, status), status).toBe(rows.length);
      }
      const published = await seeded()
        .db.selectFrom('news')
        .select(['id', 'title', 'published_at'])
        .where('category', '=', 'announcement')
        .where('status', '=', 'published')
        .execute();
      const expected = published
        .map((row) => ({ id: row.id, title: row.title, publishedAt: Number(row.published_at) }))
        .sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : 1))
        .slice(0, 5);
      expect(await latestPublishedAnnouncements(seeded().db, 5)).toEqual(expected);
    });

    it('finds the attachments columns that mention a text, of every news item or of published announcements only', async () => {
      const draft = await seeded()
        .db.selectFrom('news')
        .select('id')
        .where('category', '=', 'announcement')
        .where('status', '=', 'draft')
        .executeTakeFirstOrThrow();
      const json = JSON.stringify([{ name: 'a.pdf', url: '/f/fil_0123456789abcdef01234567', sizeBytes: 1, fileId: 'fil_0123456789abcdef01234567' }]);
      await seeded().db.updateTable('news').set({ attachments: json }).where('id', '=', draft.id).execute();
      expect(await attachmentColumnsMentioning(seeded().db, 'fil_0123456789abcdef01234567', 'all')).toEqual([json]);
      expect(await attachmentColumnsMentioning(seeded().db, 'fil_0123456789abcdef01234567', 'publishedAnnouncements')).toEqual([]);
      // LIKE wildcards in the text are plain text.
      expect(await attachmentColumnsMentioning(seeded().db, 'fil_%', 'all')).toEqual([]);
    });
  });
}
