import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  CALL_STATUSES,
  CALL_STATUS_LABELS,
  type Attachment,
  type CallDetail,
  type CallListData,
  type CallListQuery,
  type CallSummary,
} from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { columnContains, containsPattern, countOf, facetedList, fixedBuckets, iso } from '@portal/server-core';
import { parseAttachments } from '@portal/server-news';

type WithC = Database & { c: Database['calls'] };
type CallQuery = SelectQueryBuilder<WithC, 'c', object>;

/*
 * Calls for collection (issue 5 /applylist): portable SQL over SQLite and PostgreSQL. A call is
 * open while its deadline has not passed at `at` (the caller's clock). Every filter is a bound
 * parameter; orders are fixed.
 */

function callsFiltered(db: Kysely<Database>, query: CallListQuery, at: number, except?: 'status'): CallQuery {
  let q: CallQuery = db.selectFrom('calls as c');
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    q = q.where((eb: ExpressionBuilder<WithC, 'c'>) =>
      eb.or([columnContains('c.title', pattern), columnContains('c.summary', pattern), columnContains('c.organiser', pattern)]),
    );
  }
  if (query.status && except !== 'status') q = q.where('c.deadline', query.status === 'open' ? '>=' : '<', at);
  return q;
}

const responseCount = (eb: ExpressionBuilder<WithC, 'c'>) =>
  eb
    .selectFrom('call_responses as r')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('r.call_id', '=', 'c.id')
    .as('response_count');

const callColumns = ['c.id', 'c.title', 'c.organiser', 'c.summary', 'c.published_at', 'c.deadline'] as const;
type CallRow = {
  id: string;
  title: string;
  organiser: string;
  summary: string;
  published_at: number | string;
  deadline: number | string;
  response_count: number | string | null;
};
const toCallSummary = (row: CallRow, at: number): CallSummary => ({
  id: row.id,
  title: row.title,
  organiser: row.organiser,
  summary: row.summary,
  status: Number(row.deadline) >= at ? 'open' : 'closed',
  publishedAt: iso(row.published_at),
  deadline: iso(row.deadline),
  responseCount: Number(row.response_count ?? 0),
});

/** Open and closed calls (with the other filters applied). */
async function statusCounts(db: Kysely<Database>, query: CallListQuery, at: number): Promise<Map<string, number>> {
  const row = await callsFiltered(db, query, at, 'status')
    .select([
      sql<number>`sum(case when c.deadline >= ${at} then 1 else 0 end)`.as('open'),
      sql<number>`sum(case when c.deadline < ${at} then 1 else 0 end)`.as('closed'),
    ])
    .executeTakeFirst();
  return new Map([
    ['open', Number(row?.open ?? 0)],
    ['closed', Number(row?.closed ?? 0)],
  ]);
}

/** The public list of calls at `at`: open ones first, soonest deadline first; then closed ones, latest deadline first. */
export async function listCallsAt(db: Kysely<Database>, query: CallListQuery, at: number, signal?: AbortSignal): Promise<CallListData> {
  const openFirst = sql<number>`case when c.deadline >= ${at} then 0 else 1 end`;
  const deadlineOrder = sql<number>`case when c.deadline >= ${at} then c.deadline else 0 - c.deadline end`;
  return facetedList({
    paging: query,
    signal,
    items: async ({ limit, offset }) =>
      (
        await callsFiltered(db, query, at)
          .select([...callColumns, responseCount])
          .orderBy(openFirst)
          .orderBy(deadlineOrder)
          .orderBy('c.id')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => toCallSummary(row, at)),
    total: () => countOf(callsFiltered(db, query, at)),
    facets: { status: async () => fixedBuckets(CALL_STATUSES, CALL_STATUS_LABELS, await statusCounts(db, query, at)) },
  });
}

/** A call with its body and attachments, its status at `at`, or undefined. */
export async function findCallAt(db: Kysely<Database>, id: string, at: number): Promise<CallDetail | undefined> {
  const row = await db
    .selectFrom('calls as c')
    .select([...callColumns, 'c.body_html', 'c.attachments', responseCount])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toCallSummary(row, at), bodyHtml: row.body_html, attachments: parseAttachments(row.attachments) };
}

/** A call's deadline (epoch ms), or undefined for an unknown call. */
export async function callDeadline(db: Kysely<Database>, id: string): Promise<{ deadline: number; title: string } | undefined> {
  const row = await db.selectFrom('calls').select(['deadline', 'title']).where('id', '=', id).executeTakeFirst();
  return row ? { deadline: Number(row.deadline), title: row.title } : undefined;
}

/** The stored attachments of a call, or undefined for an unknown one. */
export async function callAttachments(db: Kysely<Database>, id: string): Promise<Attachment[] | undefined> {
  const row = await db.selectFrom('calls').select('attachments').where('id', '=', id).executeTakeFirst();
  return row ? parseAttachments(row.attachments) : undefined;
}

/** Issue 17 (the user detail): an organisation's responses to calls, latest first, with the call's title. */
export async function responsesOfOrganisation(db: Kysely<Database>, orgId: string, limit = 20) {
  const rows = await db
    .selectFrom('call_responses as r')
    .innerJoin('calls as c', 'c.id', 'r.call_id')
    .select(['c.id', 'c.title', 'r.updated_at'])
    .where('r.org_id', '=', orgId)
    .orderBy('r.updated_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ callId: row.id, title: row.title, respondedAt: new Date(Number(row.updated_at)).toISOString() }));
}
