import { sql, type Kysely } from 'kysely';
import { ANALYTICS_MAX_DAYS, ANALYTICS_RIGHT, DETAIL_KINDS, type AnalyticsQuery, type AnalyticsReport, type DetailKind } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { featuredProducts, featuredResources } from '@portal/server-catalogue';
import type { Database } from '@portal/server-db';
import { hasRight, type Actor } from '@portal/server-identity';
import { findSiteIdentity } from '@portal/site-config';
import { provinceDayOf, provinceDayStart } from '@portal/util';
import { onboardingFunnel } from './onboarding-funnel';
import type { UsageCounter } from './usage-counter';
import { PUBLIC_PAGES } from './usage-recording';

const DAY = 86_400_000;
const TOP = 20;

export const mayReadAnalytics = (actor: Actor) => actor.user_type === 'admin' && hasRight(actor, ANALYTICS_RIGHT);

/** The report's days: `to` defaults to today, `from` to 29 days before `to`; at most ANALYTICS_MAX_DAYS. */
export function reportRange(query: Pick<AnalyticsQuery, 'from' | 'to'>, now: number): { from: string; to: string; days: string[] } {
  const to = query.to ?? provinceDayOf(now);
  const from = query.from ?? provinceDayOf(provinceDayStart(to) - 29 * DAY);
  const start = provinceDayStart(from);
  const end = provinceDayStart(to);
  if (!Number.isFinite(start) || !Number.isFinite(end) || provinceDayOf(start) !== from || provinceDayOf(end) !== to)
    throw ERR.badRequest('参数错误：日期无效');
  if (start > end) throw ERR.badRequest('参数错误：开始日期不能晚于结束日期');
  const count = Math.round((end - start) / DAY) + 1;
  if (count > ANALYTICS_MAX_DAYS) throw ERR.badRequest(`参数错误：统计范围不能超过${ANALYTICS_MAX_DAYS}天`);
  return { from, to, days: Array.from({ length: count }, (_, index) => provinceDayOf(start + index * DAY)) };
}

type Filter = { from: string; to: string; site: string | undefined };

/** Counters of one kind over the range, summed per key, most counted first. */
async function byKey(db: Kysely<Database>, kind: string, filter: Filter, options: { limit?: number; zeroResultsOnly?: boolean } = {}) {
  let query = db
    .selectFrom('usage_counts')
    .select((eb) => ['key', eb.fn.sum<number>('count').as('count'), eb.fn.sum<number>('result_sum').as('results')])
    .where('kind', '=', kind)
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .groupBy('key')
    .orderBy(sql`sum(count)`, 'desc')
    .orderBy('key');
  if (filter.site) query = query.where('site', '=', filter.site);
  if (options.zeroResultsOnly) query = query.having(sql`sum(result_sum)`, '=', 0);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), results: Number(row.results) }));
}

/** How many searches in the range found nothing: summed in the database, however many distinct queries they were. */
async function zeroResultTotal(db: Kysely<Database>, filter: Filter): Promise<number> {
  let misses = db
    .selectFrom('usage_counts')
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .where('kind', '=', 'search')
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .groupBy('key')
    .having(sql`sum(result_sum)`, '=', 0);
  if (filter.site) misses = misses.where('site', '=', filter.site);
  const row = await db
    .selectFrom(misses.as('misses'))
    .select((eb) => eb.fn.sum<number>('misses.count').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Titles of counted detail items that still exist, by `kind:id`. */
async function detailTitles(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, string>> {
  const ids: Record<DetailKind, string[]> = { resource: [], product: [], news: [] };
  for (const key of keys) {
    const [kind, id] = key.split(':') as [DetailKind, string];
    if ((DETAIL_KINDS as readonly string[]).includes(kind) && id) ids[kind].push(id);
  }
  const titles = new Map<string, string>();
  for (const item of await featuredResources(db, ids.resource)) titles.set(`resource:${item.id}`, item.title);
  for (const item of await featuredProducts(db, ids.product)) titles.set(`product:${item.id}`, item.title);
  if (ids.news.length > 0) {
    for (const row of await db.selectFrom('news').select(['id', 'title']).where('id', 'in', ids.news).execute()) titles.set(`news:${row.id}`, row.title);
  }
  return titles;
}

/** Usage of the portal over a range of days, for one site or all (issue 18). */
export async function analyticsReport(actor: Actor, ctx: DomainContext, counter: UsageCounter, query: AnalyticsQuery): Promise<AnalyticsReport> {
  if (!mayReadAnalytics(actor)) throw ERR.forbidden('您没有查看运营分析的权限');
  if (query.site && !findSiteIdentity(query.site)) throw ERR.badRequest('参数错误：站点不存在');
  const { from, to, days } = reportRange(query, ctx.now());
  // This node's pending counts first, so the report includes every view it has answered.
  await counter.flush();
  const { db } = ctx;
  const filter: Filter = { from, to, site: query.site };

  let perDay = db
    .selectFrom('usage_counts')
    .select((eb) => ['day', 'kind', eb.fn.sum<number>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'kind']);
  if (query.site) perDay = perDay.where('site', '=', query.site);
  const daily = new Map(days.map((day) => [day, { day, pageViews: 0, detailViews: 0, downloads: 0, searches: 0 }]));
  const field = { page: 'pageViews', detail: 'detailViews', download: 'downloads', search: 'searches' } as const;
  for (const row of await perDay.execute()) {
    const entry = daily.get(row.day);
    const name = field[row.kind as keyof typeof field];
    if (entry && name) entry[name] += Number(row.count);
  }
  const series = [...daily.values()];
  const sum = (name: keyof (typeof series)[number]) => series.reduce((total, entry) => total + Number(entry[name]), 0);

  const details = await byKey(db, 'detail', filter, { limit: TOP * 3 });
  const titles = await detailTitles(
    db,
    details.map((row) => row.key),
  );
  const downloads = await byKey(db, 'download', filter, { limit: TOP });
  const files = downloads.length
    ? await db
        .selectFrom('stored_files')
        .select(['id', 'name', 'purpose'])
        .where(
          'id',
          'in',
          downloads.map((row) => row.key),
        )
        .execute()
    : [];
  const zeroResults = await byKey(db, 'search', filter, { zeroResultsOnly: true, limit: TOP });

  return {
    from,
    to,
    site: query.site ?? null,
    totals: {
      pageViews: sum('pageViews'),
      detailViews: sum('detailViews'),
      downloads: sum('downloads'),
      searches: sum('searches'),
      zeroResultSearches: await zeroResultTotal(db, filter),
    },
    daily: series,
    pages: (await byKey(db, 'page', filter)).map((row) => ({ route: row.key, label: PUBLIC_PAGES.get(row.key) ?? row.key, views: row.count })),
    details: details
      .filter((row) => titles.has(row.key))
      .slice(0, TOP)
      .map((row) => {
        const [kind, id] = row.key.split(':') as [DetailKind, string];
        return { kind, id, title: titles.get(row.key)!, views: row.count };
      }),
    downloads: downloads.flatMap((row) => {
      const file = files.find((candidate) => candidate.id === row.key);
      return file ? [{ fileId: file.id, name: file.name, purpose: file.purpose, downloads: row.count }] : [];
    }),
    searches: (await byKey(db, 'search', filter, { limit: TOP })).map((row) => ({
      query: row.key,
      searches: row.count,
      meanResults: row.count === 0 ? 0 : Math.round((row.results / row.count) * 10) / 10,
    })),
    zeroResults: zeroResults.map((row) => ({ query: row.key, searches: row.count })),
    funnel: await onboardingFunnel(db, provinceDayStart(from), provinceDayStart(to) + DAY),
  };
}
