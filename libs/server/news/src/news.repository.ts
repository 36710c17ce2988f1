import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  type Attachment,
  type NewsDetail,
  type NewsListData,
  type NewsListQuery,
  type NewsSummary,
} from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import {
  columnContains,
  containsPattern,
  countOf,
  createContentCache,
  facetedList,
  fixedBuckets,
  groupCounts,
  iso,
  publicItemSource,
  yearBuckets,
  type ListSummary,
  type PublicItemSource,
} from '@portal/server-core';
import { parseAttachments } from './attachments';

type WithN = Database & { n: Database['news'] };
type NewsQuery = SelectQueryBuilder<WithN, 'n', object>;
type YearRange = { min: number; max: number };

const HOUR = 3_600_000;
/** Years are Beijing calendar years (UTC+8 all year). */
const BEIJING = 8 * HOUR;
const yearStart = (year: number) => Date.UTC(year, 0, 1) - BEIJING;
const beijingYear = (ms: number) => new Date(ms + BEIJING).getUTCFullYear();

/*
 * The public side of news (issue 5): portable SQL over SQLite and PostgreSQL. Every filter is a
 * bound parameter; orders are fixed. Each facet counts with every other filter applied (not its
 * own). Only 'published' news is public. The editorial side (announcements) is in
 * news.editorial.repository.ts: together they are the only code that reads or writes `news`.
 */

/** The news an anonymous visitor may see: published, never a draft or an offline item. The public list, detail and sitemap start here. */
const publishedNews = (db: Kysely<Database>): NewsQuery => db.selectFrom('news as n').where('n.status', '=', 'published');

function newsFiltered(db: Kysely<Database>, query: NewsListQuery, except?: 'category' | 'year'): NewsQuery {
  let q = publishedNews(db);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    q = q.where((eb: ExpressionBuilder<WithN, 'n'>) =>
      eb.or([columnContains('n.title', pattern), columnContains('n.summary', pattern), columnContains('n.source', pattern)]),
    );
  }
  if (query.category && except !== 'category') q = q.where('n.category', '=', query.category);
  if (query.year !== undefined && except !== 'year') {
    q = q.where('n.published_at', '>=', yearStart(query.year)).where('n.published_at', '<', yearStart(query.year + 1));
  }
  return q;
}

/** The Beijing years of published news, oldest and newest. */
async function newsYearRange(db: Kysely<Database>): Promise<YearRange | undefined> {
  const row = await db
    .selectFrom('news')
    .where('status', '=', 'published')
    .select((eb) => [eb.fn.min('published_at').as('min'), eb.fn.max('published_at').as('max')])
    .executeTakeFirst();
  if (row?.min === null || row?.min === undefined || row.max === null || row.max === undefined) return undefined;
  return { min: beijingYear(Number(row.min)), max: beijingYear(Number(row.max)) };
}

async function newsYearCounts(db: Kysely<Database>, query: NewsListQuery, range: YearRange | undefined): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!range) return counts;
  const years: number[] = [];
  for (let year = range.min; year <= range.max; year++) years.push(year);
  const row = await newsFiltered(db, query, 'year')
    .select(
      years.map((year) =>
        sql<number>`sum(case when n.published_at >= ${yearStart(year)} and n.published_at < ${yearStart(year + 1)} then 1 else 0 end)`.as(`y${year}`),
      ),
    )
    .executeTakeFirst();
  for (const year of years) counts.set(year, Number((row as Record<string, unknown> | undefined)?.[`y${year}`] ?? 0));
  return counts;
}

const newsColumns = ['n.id', 'n.title', 'n.category', 'n.summary', 'n.source', 'n.published_at'] as const;
type NewsRow = { id: string; title: string; category: NewsSummary['category']; summary: string; source: string; published_at: number | string };
const toNewsSummary = (row: NewsRow): NewsSummary => ({
  id: row.id,
  title: row.title,
  category: row.category,
  summary: row.summary,
  source: row.source,
  publishedAt: iso(row.published_at),
});

/**
 * The total and facet counts by filters, and the pages, until public content changes (issue 16,
 * decision 0025: publishing or taking news offline writes the search index, which bumps the
 * generation). At 10,000 news the counts cost ~60 ms a request.
 */
const summaries = createContentCache<ListSummary<'category' | 'year'>>(500);
const pages = createContentCache<NewsSummary[]>(1_000);

/** The public news list: a page newest first, the total, and the category and year facets. */
export async function listNews(db: Kysely<Database>, query: NewsListQuery, signal?: AbortSignal): Promise<NewsListData> {
  const filters = JSON.stringify([query.keyword ?? '', query.category ?? '', query.year ?? '']);
  return facetedList({
    paging: query,
    signal,
    summaryCache: (compute) => summaries.get(db, filters, compute),
    items: ({ limit, offset }) => pages.get(db, JSON.stringify([filters, limit, offset]), () => newsPage(db, query, limit, offset)),
    total: () => countOf(newsFiltered(db, query)),
    facets: {
      category: async () => fixedBuckets(NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, await groupCounts(newsFiltered(db, query, 'category'), 'n.category')),
      year: async () => {
        const range = await newsYearRange(db);
        return yearBuckets(range, await newsYearCounts(db, query, range));
      },
    },
  });
}

async function newsPage(db: Kysely<Database>, query: NewsListQuery, limit: number, offset: number): Promise<NewsSummary[]> {
  const rows = await newsFiltered(db, query)
    .select(newsColumns)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toNewsSummary);
}

/** The published news item just before or after an instant (by published_at, then id). */
function neighbour(db: Kysely<Database>, at: number, id: string, side: 'previous' | 'next') {
  const [cmp, order] = side === 'previous' ? (['<', 'desc'] as const) : (['>', 'asc'] as const);
  return db
    .selectFrom('news')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('published_at', cmp, at), eb.and([eb('published_at', '=', at), eb('id', cmp, id)])]))
    .orderBy('published_at', order)
    .orderBy('id', order)
    .limit(1)
    .executeTakeFirst();
}

/** A published news item with its body, attachments and neighbours, or undefined (unknown, draft or offline). */
export async function findNews(db: Kysely<Database>, id: string): Promise<NewsDetail | undefined> {
  const row = await publishedNews(db)
    .select([...newsColumns, 'n.body_html', 'n.attachments'])
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = Number(row.published_at);
  // Neighbours by (published_at, id): "previous" was published just before, "next" just after.
  const [previous, next] = await Promise.all([neighbour(db, at, row.id, 'previous'), neighbour(db, at, row.id, 'next')]);
  return { ...toNewsSummary(row), bodyHtml: row.body_html, attachments: parseAttachments(row.attachments), previous: previous ?? null, next: next ?? null };
}

/** The stored attachments of a published news item, or undefined when it is not public. */
export async function publishedNewsAttachments(db: Kysely<Database>, id: string): Promise<Attachment[] | undefined> {
  const row = await db.selectFrom('news').select('attachments').where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
  return row ? parseAttachments(row.attachments) : undefined;
}

/** A published news item as the home wall lists it. */
export interface LatestNews {
  id: string;
  title: string;
  category: NewsSummary['category'];
  publishedAt: number;
}

/** The newest published news, in the public list's order. */
export async function latestNews(db: Kysely<Database>, limit: number): Promise<LatestNews[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'title', 'category', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, category: row.category, publishedAt: Number(row.published_at) }));
}

/** How many news items are public. */
export function countPublishedNews(db: Kysely<Database>): Promise<number> {
  return countOf(publishedNews(db));
}

/** Issue 15 §Findable: the published news in id order, for the sitemap; an item last changed when it was last edited or published. */
export function newsSitemapSource(db: Kysely<Database>): PublicItemSource {
  return publicItemSource(db, () => publishedNews(db), { id: 'n.id', lastModified: ['n.updated_at', 'n.published_at'] });
}
