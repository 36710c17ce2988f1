import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  POLICY_LEVELS,
  POLICY_LEVEL_LABELS,
  type Attachment,
  type PolicyDetail,
  type PolicyListData,
  type PolicyListQuery,
  type PolicySummary,
} from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import {
  columnContains,
  containsPattern,
  countOf,
  facetedList,
  fixedBuckets,
  groupCounts,
  yearBuckets,
  createContentCache,
  publicItemSource,
  type ListSummary,
  type PublicItemSource,
} from '@portal/server-core';
import { parseAttachments } from '@portal/server-news';

type WithP = Database & { p: Database['policies'] };
type PolicyQuery = SelectQueryBuilder<WithP, 'p', object>;

/*
 * Policies (issue 5 /policy): portable SQL over SQLite and PostgreSQL. Every filter is a bound
 * parameter; orders are fixed. Each facet counts with every other filter applied (not its own).
 */

/** The policies an anonymous visitor may see: every one (a policy has no draft or offline state). The public list, detail and sitemap start here. */
const publicPolicies = (db: Kysely<Database>): PolicyQuery => db.selectFrom('policies as p');

function policiesFiltered(db: Kysely<Database>, query: PolicyListQuery, except?: 'level' | 'year'): PolicyQuery {
  let q = publicPolicies(db);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    q = q.where((eb: ExpressionBuilder<WithP, 'p'>) =>
      eb.or([
        columnContains('p.title', pattern),
        columnContains('p.summary', pattern),
        columnContains('p.issuer', pattern),
        columnContains('p.doc_number', pattern),
      ]),
    );
  }
  if (query.level && except !== 'level') q = q.where('p.level', '=', query.level);
  // issued_at is YYYY-MM-DD: a year is a text range.
  if (query.year !== undefined && except !== 'year') {
    q = q.where('p.issued_at', '>=', `${query.year}-01-01`).where('p.issued_at', '<', `${query.year + 1}-01-01`);
  }
  return q;
}

const policyColumns = ['p.id', 'p.title', 'p.level', 'p.issuer', 'p.doc_number', 'p.issued_at', 'p.summary'] as const;
type PolicyRow = { id: string; title: string; level: PolicySummary['level']; issuer: string; doc_number: string; issued_at: string; summary: string };
const toPolicySummary = (row: PolicyRow): PolicySummary => ({
  id: row.id,
  title: row.title,
  level: row.level,
  issuer: row.issuer,
  docNumber: row.doc_number,
  issuedAt: row.issued_at,
  summary: row.summary,
});

/** The years of all policies' issue dates, oldest and newest. */
async function policyYearRange(db: Kysely<Database>): Promise<{ min: number; max: number } | undefined> {
  const range = await db
    .selectFrom('policies')
    .select((eb) => [eb.fn.min('issued_at').as('min'), eb.fn.max('issued_at').as('max')])
    .executeTakeFirst();
  return range?.min && range.max ? { min: Number(String(range.min).slice(0, 4)), max: Number(String(range.max).slice(0, 4)) } : undefined;
}

/** Policies per issue year, with the other filters applied. */
async function policyYearCounts(db: Kysely<Database>, query: PolicyListQuery): Promise<Map<number, number>> {
  const year = sql<string>`substr(p.issued_at, 1, 4)`;
  const rows = await policiesFiltered(db, query, 'year')
    .select([year.as('year'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(year)
    .execute();
  return new Map(rows.map((row) => [Number(row.year), Number(row.count)]));
}

/**
 * The total and facet counts by filters, and the pages, until public content changes (issue 16,
 * decision 0025: every policy write goes through the search index, which bumps the generation).
 */
const summaries = createContentCache<ListSummary<'level' | 'year'>>(500);
const pages = createContentCache<PolicySummary[]>(1_000);

/** The public policy list: a page, newest issue date first, the total, and the level and year facets. */
export async function listPolicies(db: Kysely<Database>, query: PolicyListQuery, signal?: AbortSignal): Promise<PolicyListData> {
  const filters = JSON.stringify([query.keyword ?? '', query.level ?? '', query.year ?? '']);
  return facetedList({
    paging: query,
    signal,
    summaryCache: (compute) => summaries.get(db, filters, compute),
    items: ({ limit, offset }) => pages.get(db, JSON.stringify([filters, limit, offset]), () => policyPage(db, query, limit, offset)),
    total: () => countOf(policiesFiltered(db, query)),
    facets: {
      level: async () => fixedBuckets(POLICY_LEVELS, POLICY_LEVEL_LABELS, await groupCounts(policiesFiltered(db, query, 'level'), 'p.level')),
      year: async () => {
        const [range, counts] = await Promise.all([policyYearRange(db), policyYearCounts(db, query)]);
        return yearBuckets(range, counts);
      },
    },
  });
}

async function policyPage(db: Kysely<Database>, query: PolicyListQuery, limit: number, offset: number): Promise<PolicySummary[]> {
  const rows = await policiesFiltered(db, query)
    .select(policyColumns)
    .orderBy('p.issued_at', 'desc')
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toPolicySummary);
}

/** A policy with its body and attachments, or undefined. */
export async function findPolicy(db: Kysely<Database>, id: string): Promise<PolicyDetail | undefined> {
  const row = await publicPolicies(db)
    .select([...policyColumns, 'p.body_html', 'p.attachments'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toPolicySummary(row), bodyHtml: row.body_html, attachments: parseAttachments(row.attachments) };
}

/** The stored attachments of a policy, or undefined for an unknown one. */
export async function policyAttachments(db: Kysely<Database>, id: string): Promise<Attachment[] | undefined> {
  const row = await db.selectFrom('policies').select('attachments').where('id', '=', id).executeTakeFirst();
  return row ? parseAttachments(row.attachments) : undefined;
}

/** A policy as the home wall lists it. */
export interface LatestPolicy {
  id: string;
  title: string;
  issuer: string;
  /** YYYY-MM-DD. */
  issuedAt: string;
}

/** The newest policies, in the public list's order. */
export async function latestPolicies(db: Kysely<Database>, limit: number): Promise<LatestPolicy[]> {
  const rows = await db
    .selectFrom('policies')
    .select(['id', 'title', 'issuer', 'issued_at'])
    .orderBy('issued_at', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, issuer: row.issuer, issuedAt: row.issued_at }));
}

/** How many policies there are (all are public). */
export function countPolicies(db: Kysely<Database>): Promise<number> {
  return countOf(publicPolicies(db));
}

/** Issue 15 §Findable: the public policies in id order, for the sitemap; a policy last changed when it was published. */
export function policySitemapSource(db: Kysely<Database>): PublicItemSource {
  return publicItemSource(db, () => publicPolicies(db), { id: 'p.id', lastModified: ['p.published_at'] });
}
