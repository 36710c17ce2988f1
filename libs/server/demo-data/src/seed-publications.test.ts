import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TYPE_LABELS } from '@portal/api-contract';
import { WALL_METRICS, attachmentUrl, renderAttachmentPdf, type DatabaseHandle, type StoredWallBlock } from '@portal/server-db';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { seedDemoData } from './seed';
import { seedCatalogue } from './seed-catalogue';
import { seedIdentity } from './seed-identity';
import { MAX_SEEDED_PUBLICATIONS, seedPublications } from './seed-publications';
import provinceSite from '@portal/site-portal';

const NOW = Date.UTC(2026, 0, 5, 1, 30); // 2026-01-05 09:30 Beijing time
const DAY = 86_400_000;

async function allRows(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    news: await db.selectFrom('news').selectAll().orderBy('id').execute(),
    policies: await db.selectFrom('policies').selectAll().orderBy('id').execute(),
    calls: await db.selectFrom('calls').selectAll().orderBy('id').execute(),
    call_responses: await db.selectFrom('call_responses').selectAll().orderBy('call_id').orderBy('org_id').execute(),
    site_pages: await db.selectFrom('site_pages').selectAll().orderBy('slug').execute(),
    content_wall: await db.selectFrom('content_wall_versions').selectAll().orderBy('site').orderBy('version').execute(),
  };
}

async function hashOf(handle: DatabaseHandle): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(await allRows(handle)))
    .digest('hex');
}

interface StoredAttachment {
  name: string;
  url: string;
  sizeBytes: number;
}

const SAFE_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/** Seeded rich text uses a small set of tags and no attributes at all. */
function expectSafeHtml(html: string) {
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(SAFE_TAGS.has(match[1]!.toLowerCase()), match[0]).toBe(true);
    expect(match[2]!.trim(), match[0]).toBe('');
  }
  expect(html).not.toMatch(/javascript:|on\w+=|<script/i);
}

describe('seedPublications across engines (issue 5)', () => {
  it('writes the same rows on every engine', async () => {
    const hashes: string[] = [];
    for (const target of openTestDatabases()) {
      const handle = await target.open();
      try {
        await seedDemoData(handle.db, { now: NOW });
        hashes.push(await hashOf(handle));
      } finally {
        await handle.close();
      }
    }
    expect(new Set(hashes).size).toBe(1);
  });
});

describe('publication attachments', () => {
  it('renders a small, well-formed, deterministic PDF per name', () => {
    const a = renderAttachmentPdf('附件1：公共数据授权运营申请表.pdf');
    expect(a.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(a.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(renderAttachmentPdf('附件1：公共数据授权运营申请表.pdf').equals(a)).toBe(true);
    expect(renderAttachmentPdf('附件2：另一份附件.pdf').equals(a)).toBe(false);
    // The xref offsets point at the objects.
    const text = a.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`.slice(0, 8)));
  });
});

for (const target of openTestDatabases()) {
  describe(`seedPublications (${target.name}, issue 5)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    let seeded: DatabaseHandle;
    let rows: Awaited<ReturnType<typeof allRows>>;
    beforeAll(async () => {
      seeded = await target.open();
      const result = await seedDemoData(seeded.db, { now: NOW });
      rows = await allRows(seeded);
      expect(result.publications).toEqual({
        seeded: true,
        news: rows.news.length,
        policies: rows.policies.length,
        calls: rows.calls.length,
        callResponses: rows.call_responses.length,
        pages: 2,
      });
    });
    afterAll(() => seeded.close());

    it('seeds ≥ 100 public news of the three categories, some with attachments, a few not public', () => {
      const published = rows.news.filter((news) => news.status === 'published');
      expect(published.length).toBeGreaterThanOrEqual(100);
      expect(rows.news.some((news) => news.status === 'draft')).toBe(true);
      expect(rows.news.some((news) => news.status === 'offline')).toBe(true);
      for (const category of ['platform', 'announcement', 'industry'] as const) {
        expect(published.filter((news) => news.category === category).length, category).toBeGreaterThanOrEqual(15);
      }
      expect(new Set(rows.news.map((news) => news.title)).size).toBe(rows.news.length);
      const withFiles = published.filter((news) => (JSON.parse(news.attachments) as unknown[]).length > 0);
      expect(withFiles.length).toBeGreaterThanOrEqual(5);
      expect(published.some((news) => news.body_html.includes('<table>'))).toBe(true);
      for (const news of rows.news) {
        expect(news.id).toMatch(/^news_\d{4}$/);
        expect(news.title).toMatch(/[\u4e00-\u9fff]{4,}/);
        expect(news.summary.length).toBeGreaterThan(10);
        expect(news.published_at).toBeLessThanOrEqual(NOW);
        expect(news.published_at).toBeGreaterThan(NOW - 3 * 365 * DAY);
        expect(news.created_at).toBeLessThanOrEqual(news.published_at);
        expect(news.updated_at).toBeGreaterThanOrEqual(news.published_at);
        expect(news.updated_at).toBeLessThanOrEqual(NOW);
        expectSafeHtml(news.body_html);
      }
    });

    it('seeds ≥ 60 policies of the three levels with real-looking issuers and document numbers', () => {
      expect(rows.policies.length).toBeGreaterThanOrEqual(60);
      for (const level of ['national', 'provincial', 'municipal'] as const) {
        expect(rows.policies.filter((policy) => policy.level === level).length, level).toBeGreaterThanOrEqual(8);
      }
      const issuers = new Set(rows.policies.map((policy) => policy.issuer));
      expect(issuers.size).toBeGreaterThanOrEqual(10);
      expect([...issuers].some((issuer) => issuer === '江苏省人民政府办公厅' || issuer === '江苏省数据局')).toBe(true);
      expect(rows.policies.filter((policy) => (JSON.parse(policy.attachments) as unknown[]).length > 0).length).toBeGreaterThanOrEqual(5);
      const numbers = new Set<string>();
      for (const policy of rows.policies) {
        expect(policy.issued_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(policy.doc_number).toMatch(new RegExp(`^[\\u4e00-\\u9fff]+〔${policy.issued_at.slice(0, 4)}〕[1-9]\\d*号$`));
        numbers.add(policy.doc_number);
        expect(policy.published_at).toBeGreaterThanOrEqual(Date.parse(`${policy.issued_at}T00:00:00+08:00`));
        expect(policy.published_at).toBeLessThanOrEqual(NOW);
        expectSafeHtml(policy.body_html);
      }
      expect(numbers.size).toBe(rows.policies.length);
    });

    it('seeds ≥ 20 calls, some open and some closed at `now`, and responses only before deadlines', () => {
      expect(rows.calls.length).toBeGreaterThanOrEqual(20);
      const open = rows.calls.filter((call) => call.deadline >= NOW);
      const closed = rows.calls.filter((call) => call.deadline < NOW);
      expect(open.length).toBeGreaterThanOrEqual(5);
      expect(closed.length).toBeGreaterThanOrEqual(10);
      for (const call of rows.calls) {
        expect(call.deadline).toBeGreaterThan(call.published_at);
        expect(call.published_at).toBeLessThanOrEqual(NOW);
        expectSafeHtml(call.body_html);
      }
      const calls = new Map(rows.calls.map((call) => [call.id, call]));
      expect(rows.call_responses.length).toBeGreaterThan(0);
      for (const response of rows.call_responses) {
        const call = calls.get(response.call_id)!;
        expect(response.submitted_at).toBeGreaterThan(call.published_at);
        expect(response.submitted_at).toBeLessThanOrEqual(call.deadline);
        expect(response.contact_phone).toMatch(/^1[3-9]\d{9}$/);
        // The first demo corporation starts without responses (the API tests sign in with it).
        expect(response.org_id).not.toBe('org_jsdata');
      }
    });

    it('points every attachment at its download path with the size of the file served there', () => {
      let count = 0;
      for (const [kind, list] of [
        ['news', rows.news],
        ['policy', rows.policies],
        ['call', rows.calls],
      ] as const) {
        for (const row of list) {
          const attachments = JSON.parse(row.attachments) as StoredAttachment[];
          attachments.forEach((attachment, index) => {
            count += 1;
            expect(attachment.name).toMatch(/^附件.*\.pdf$/);
            expect(attachment.url).toBe(attachmentUrl(kind, row.id, index + 1));
            expect(attachment.sizeBytes).toBe(renderAttachmentPdf(attachment.name).length);
          });
        }
      }
      expect(count).toBeGreaterThanOrEqual(20);
    });

    it('seeds the about page and the privacy statement as structured HTML', () => {
      expect(rows.site_pages.map((page) => page.slug)).toEqual(['about', 'privacy']);
      for (const page of rows.site_pages) {
        expect(page.body_html.length).toBeGreaterThan(1000);
        expect((page.body_html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(4);
        expect(page.updated_at).toBe(NOW);
        expectSafeHtml(page.body_html);
      }
      expect(rows.site_pages[1]?.body_html).toContain('个人信息保护法');
    });

    it('seeds the home wall: 3 slides, metric-backed stats, featured ids that exist, latest news and policies, links', async () => {
      expect(rows.content_wall).toHaveLength(1);
      const blocks = JSON.parse(rows.content_wall[0]!.blocks) as StoredWallBlock[];
      expect(blocks.map((block) => block.type)).toEqual(['banner', 'stats', 'featured', 'featured', 'latest', 'latest', 'links']);
      const banner = blocks[0] as Extract<StoredWallBlock, { type: 'banner' }>;
      expect(banner.slides).toHaveLength(3);
      const stats = blocks[1] as Extract<StoredWallBlock, { type: 'stats' }>;
      for (const item of stats.items) expect(WALL_METRICS).toContain(item.metric);
      expect(stats.items.map((item) => item.metric)).toEqual(expect.arrayContaining(['resources', 'products', 'departments', 'records']));
      for (const block of blocks.filter((b): b is Extract<StoredWallBlock, { type: 'featured' }> => b.type === 'featured')) {
        expect(block.ids.length).toBe(6);
        const table = block.source === 'resources' ? 'data_resources' : 'data_products';
        const found = await seeded.db.selectFrom(table).select('id').where('id', 'in', block.ids).execute();
        expect(found).toHaveLength(block.ids.length);
      }
      expect(blocks.filter((block) => block.type === 'latest').map((block) => (block as { source: string }).source)).toEqual(['news', 'policies']);
    });

    it('issue 21 §6: the platform is 江苏省公共数据授权运营平台 in every seeded row; the wall names its sections as the menu does', () => {
      const text = JSON.stringify(rows);
      expect(text).not.toContain('开放平台');
      expect(text).toContain('江苏省公共数据授权运营平台');
      const platformSources = new Set(rows.news.map((news) => news.source).filter((source) => source.endsWith('平台')));
      expect([...platformSources]).toEqual(['江苏省公共数据授权运营平台']);
      const blocks = JSON.parse(rows.content_wall[0]!.blocks) as StoredWallBlock[];
      const latest = blocks.filter((block): block is Extract<StoredWallBlock, { type: 'latest' }> => block.type === 'latest');
      expect(latest.map((block) => [block.source, block.title])).toEqual([
        ['news', SEARCH_TYPE_LABELS.news],
        ['policies', SEARCH_TYPE_LABELS.policy],
      ]);
      const links = blocks.find((block): block is Extract<StoredWallBlock, { type: 'links' }> => block.type === 'links')!;
      expect(links.items.find((item) => item.href === '/policy')?.label).toBe(SEARCH_TYPE_LABELS.policy);
      expect(links.items.find((item) => item.href === '/dynamics')?.label).toBe(SEARCH_TYPE_LABELS.news);
      expect(text).not.toContain('政策法规');
      expect(text).not.toContain('新闻动态');
    });

    it("issue 21 §14: no placeholder contact, and no one sentence repeated through the news (the announcements give the registry's contact)", () => {
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/12345678|xxxx|示例|测试数据/);
      const stories = rows.news.filter((news) => news.category !== 'announcement');
      const seen = new Map<string, number>();
      for (const news of stories) {
        const sentences = new Set(
          news.body_html
            .replace(/<[^>]+>/g, '\n')
            .split(/[。\n]/)
            .map((part) => part.trim())
            .filter((part) => part.length >= 12 && !part.endsWith('：')),
        );
        // (a list's lead-in, 主要举措包括：, is a connective, not a sentence of content)
        for (const sentence of sentences) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
      const common = [...seen].filter(([, count]) => count > stories.length / 4);
      expect(common.map(([sentence, count]) => `${count}× ${sentence}`)).toEqual([]);
      for (const announcement of rows.news.filter((news) => news.category === 'announcement')) {
        expect(announcement.body_html).toContain(`服务热线${provinceSite.contact!.phone}`);
        expect(announcement.body_html).toContain(provinceSite.contact!.email);
      }
    });

    it('is deterministic: two fresh databases get identical rows; another `now` moves the times', async () => {
      const [a, b] = await Promise.all([open(), open()]);
      await seedDemoData(a.db, { now: NOW });
      await seedDemoData(b.db, { now: NOW });
      const expected = await hashOf(seeded);
      expect(await hashOf(a)).toBe(expected);
      expect(await hashOf(b)).toBe(expected);

      const later = await open();
      await seedDemoData(later.db, { now: NOW + 30 * DAY });
      const calls = await later.db.selectFrom('calls').select(['id', 'deadline']).orderBy('id').execute();
      // Open calls stay open relative to their own `now`.
      expect(calls.filter((call) => call.deadline >= NOW + 30 * DAY).length).toBe(rows.calls.filter((call) => call.deadline >= NOW).length);
    });

    it('is idempotent: a second run writes nothing and changes nothing', async () => {
      const before = await hashOf(seeded);
      await expect(seedPublications(seeded.db, { now: NOW + DAY })).resolves.toEqual({
        seeded: false,
        news: 0,
        policies: 0,
        calls: 0,
        callResponses: 0,
        pages: 0,
      });
      const again = await seedDemoData(seeded.db, { now: NOW + DAY });
      expect(again.publications.seeded).toBe(false);
      expect(await hashOf(seeded)).toBe(before);
    });

    it('rejects a bad `now`', async () => {
      const handle = await open();
      await expect(seedPublications(handle.db, { now: -1 })).rejects.toThrow(RangeError);
      await expect(seedPublications(handle.db, { now: 1.5 })).rejects.toThrow(RangeError);
    });
  });
}

/** The demo set's ids, titles and times, as they have been since issue 5 (tests elsewhere depend on them). */
const DEFAULT_PUBLICATIONS_DIGEST = '25459734abfb1581cc6ae4db21ca552bd5f60922819ff49765a33dde691581d4';

async function publicationDigest(handle: DatabaseHandle): Promise<string> {
  const news = await handle.db.selectFrom('news').select(['id', 'title', 'category', 'status', 'published_at']).orderBy('id').execute();
  const policies = await handle.db.selectFrom('policies').select(['id', 'title', 'issuer', 'doc_number', 'published_at']).orderBy('id').execute();
  return createHash('sha256')
    .update(JSON.stringify([news, policies]))
    .digest('hex');
}

for (const target of openTestDatabases()) {
  describe(`seedPublications with many news and policies (${target.name}, issue 16)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    const MANY = 450;
    let seeded: DatabaseHandle;
    let rows: Awaited<ReturnType<typeof allRows>>;
    beforeAll(async () => {
      seeded = await target.open();
      const result = await seedDemoData(seeded.db, { now: NOW, resources: 40, news: MANY, policies: MANY });
      expect(result.publications).toMatchObject({ seeded: true, news: MANY, policies: MANY });
      // The index holds the public ones.
      expect(result.searchDocuments).toBeGreaterThan(40 + 2 * MANY - 10);
      rows = await allRows(seeded);
    });
    afterAll(() => seeded.close());

    it('writes that many news items: distinct ids and titles, over three years, of every category, a few not public', () => {
      expect(rows.news).toHaveLength(MANY);
      expect(new Set(rows.news.map((news) => news.id)).size).toBe(MANY);
      expect(new Set(rows.news.map((news) => news.title)).size).toBe(MANY);
      for (const category of ['platform', 'announcement', 'industry'] as const) {
        expect(rows.news.filter((news) => news.category === category).length, category).toBeGreaterThanOrEqual(MANY / 6);
      }
      expect(rows.news.filter((news) => news.status === 'draft')).toHaveLength(1);
      expect(rows.news.filter((news) => news.status === 'offline')).toHaveLength(1);
      const times = rows.news.map((news) => news.published_at);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(2.9 * 365 * DAY);
      for (const news of rows.news) {
        expect(news.id).toMatch(/^news_\d{4}$/);
        expect(news.title).toMatch(/[\u4e00-\u9fff]{4,}/);
        expect(news.summary.length).toBeGreaterThan(10);
        expect(news.published_at).toBeLessThanOrEqual(NOW);
        expect(news.published_at).toBeGreaterThan(NOW - 3 * 365 * DAY - 10 * DAY);
        expect(news.created_at).toBeLessThanOrEqual(news.published_at);
        expect(news.updated_at).toBeGreaterThanOrEqual(news.published_at);
        expect(news.updated_at).toBeLessThanOrEqual(NOW);
        expectSafeHtml(news.body_html);
        (JSON.parse(news.attachments) as StoredAttachment[]).forEach((attachment, index) => {
          expect(attachment.url).toBe(attachmentUrl('news', news.id, index + 1));
          expect(attachment.sizeBytes).toBe(renderAttachmentPdf(attachment.name).length);
        });
      }
      // Newest first, as in the demo set.
      const byId = [...rows.news].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(byId[0]!.published_at).toBeGreaterThan(byId.at(-1)!.published_at);
    });

    it('writes that many policies: distinct ids and document numbers, of every level, from many issuers over three years', () => {
      expect(rows.policies).toHaveLength(MANY);
      expect(new Set(rows.policies.map((policy) => policy.id)).size).toBe(MANY);
      expect(new Set(rows.policies.map((policy) => `${policy.issuer}|${policy.title}`)).size).toBe(MANY);
      expect(new Set(rows.policies.map((policy) => policy.doc_number)).size).toBe(MANY);
      expect(new Set(rows.policies.map((policy) => policy.issuer)).size).toBeGreaterThanOrEqual(25);
      for (const level of ['national', 'provincial', 'municipal'] as const) {
        expect(rows.policies.filter((policy) => policy.level === level).length, level).toBeGreaterThanOrEqual(MANY / 6);
      }
      const issued = rows.policies.map((policy) => policy.issued_at).sort();
      expect(Date.parse(issued.at(-1)!) - Date.parse(issued[0]!)).toBeGreaterThan(2.9 * 365 * DAY);
      for (const policy of rows.policies) {
        expect(policy.id).toMatch(/^pol_\d{4}$/);
        expect(policy.doc_number).toMatch(new RegExp(`^[\\u4e00-\\u9fff]+〔${policy.issued_at.slice(0, 4)}〕[1-9]\\d*号$`));
        expect(policy.published_at).toBeGreaterThanOrEqual(Date.parse(`${policy.issued_at}T00:00:00+08:00`));
        expect(policy.published_at).toBeLessThanOrEqual(NOW);
        expectSafeHtml(policy.body_html);
      }
      // A provincial department's policies are about its own domains.
      for (const policy of rows.policies.filter((row) => row.issuer === '江苏省交通运输厅')) {
        expect(policy.title).not.toMatch(/医疗健康|市场监管|教育领域/);
      }
    });

    it('is deterministic, and leaves the calls, pages and wall as the demo has them', async () => {
      // The parts without the search index: what seedDemoData writes before it.
      const seed = async (options: { news?: number; policies?: number }) => {
        const handle = await open();
        await seedIdentity(handle.db, NOW);
        await seedCatalogue(handle.db, { now: NOW, resources: 40 });
        await seedPublications(handle.db, { now: NOW, ...options });
        return allRows(handle);
      };
      expect(await seed({ news: MANY, policies: MANY })).toEqual(rows);
      const demo = await seed({});
      expect(rows.calls).toEqual(demo.calls);
      expect(rows.call_responses).toEqual(demo.call_responses);
      expect(rows.site_pages).toEqual(demo.site_pages);
      expect(rows.content_wall).toEqual(demo.content_wall);
    });

    it('writes the demo set by default, unchanged', async () => {
      const handle = await open();
      const result = await seedDemoData(handle.db, { now: NOW, resources: 0 });
      expect(result.publications).toMatchObject({ news: 126, policies: 64 });
      expect(await publicationDigest(handle)).toBe(DEFAULT_PUBLICATIONS_DIGEST);
    });

    it('writes none when asked for none, and rejects bad counts', async () => {
      const handle = await open();
      await expect(seedPublications(handle.db, { now: NOW, news: -1 })).rejects.toThrow(RangeError);
      await expect(seedPublications(handle.db, { now: NOW, policies: 1.5 })).rejects.toThrow(RangeError);
      await expect(seedPublications(handle.db, { now: NOW, news: MAX_SEEDED_PUBLICATIONS + 1 })).rejects.toThrow(RangeError);
      const result = await seedDemoData(handle.db, { now: NOW, resources: 0, news: 0, policies: 0 });
      expect(result.publications).toMatchObject({ seeded: true, news: 0, policies: 0 });
    });
  });
}
