import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  CALL_STATUSES,
  CALL_STATUS_LABELS,
  fileUrl,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  POLICY_LEVELS,
  POLICY_LEVEL_LABELS,
  type Attachment,
  type CallDetail,
  type CallListData,
  type CallListQuery,
  type CallResponse,
  type CallSummary,
  type FileAttachment,
  type MyCallResponsesData,
  type MyCallResponsesQuery,
  type NewsDetail,
  type NewsListData,
  type NewsListQuery,
  type NewsSummary,
  type Page,
  type PageSlug,
  type PolicyDetail,
  type PolicyListData,
  type PolicyListQuery,
  type PolicySummary,
} from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { columnContains, containsPattern, iso } from '@portal/server-core';

type WithN = Database & { n: Database['news'] };
type NewsQuery = SelectQueryBuilder<WithN, 'n', object>;
type WithP = Database & { p: Database['policies'] };
type PolicyQuery = SelectQueryBuilder<WithP, 'p', object>;
type WithC = Database & { c: Database['calls'] };
type CallQuery = SelectQueryBuilder<WithC, 'c', object>;

const HOUR = 3_600_000;
/** Years are Beijing calendar years (UTC+8 all year). */
const BEIJING = 8 * HOUR;
const yearStart = (year: number) => Date.UTC(year, 0, 1) - BEIJING;
const beijingYear = (ms: number) => new Date(ms + BEIJING).getUTCFullYear();

/** The attachments column, read defensively (only well-formed entries). */
export function parseAttachments(json: string): Attachment[] {
  return attachmentItems(json).flatMap((item) => attachmentOf(item) ?? []);
}

/** The items of an attachments column (JSON array); anything else is none. */
export function attachmentItems(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** One attachment item as the public detail shows it, or null when it is not one. */
export function attachmentOf(item: unknown): Attachment | null {
  if (typeof item !== 'object' || item === null) return null;
  const { name, url, sizeBytes } = item as Record<string, unknown>;
  if (typeof name !== 'string' || typeof url !== 'string' || typeof sizeBytes !== 'number' || !Number.isSafeInteger(sizeBytes) || sizeBytes < 0) return null;
  return { name, url, sizeBytes };
}

/** Year buckets, newest first, over the range of years present (empty years kept, counted 0). */
function yearBuckets(range: { min: number; max: number } | undefined, counts: Map<number, number>) {
  if (!range) return [];
  const buckets = [];
  for (let year = range.max; year >= range.min; year--) buckets.push({ value: String(year), label: `${year}年`, count: counts.get(year) ?? 0 });
  return buckets;
}

/**
 * The publications' read side and the call responses (issue 5): portable SQL over SQLite
 * and PostgreSQL. Every filter is a bound parameter; orders are fixed. Each facet counts
 * with every other filter applied (not its own). Only 'published' news is public.
 */
export function createPublicationsRepository(db: Kysely<Database>, now: () => number) {
  /* ---------------------------------------------------------------- news */

  function newsFiltered(query: NewsListQuery, except?: 'category' | 'year'): NewsQuery {
    let q: NewsQuery = db.selectFrom('news as n').where('n.status', '=', 'published');
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
  async function newsYearRange() {
    const row = await db
      .selectFrom('news')
      .where('status', '=', 'published')
      .select((eb) => [eb.fn.min('published_at').as('min'), eb.fn.max('published_at').as('max')])
      .executeTakeFirst();
    if (row?.min === null || row?.min === undefined || row.max === null || row.max === undefined) return undefined;
    return { min: beijingYear(Number(row.min)), max: beijingYear(Number(row.max)) };
  }

  async function newsYearCounts(query: NewsListQuery, range: { min: number; max: number } | undefined) {
    const counts = new Map<number, number>();
    if (!range) return counts;
    const years: number[] = [];
    for (let year = range.min; year <= range.max; year++) years.push(year);
    const row = await newsFiltered(query, 'year')
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
  type NewsRow = { id: string; title: string; category: NewsSummary['category']; summary: string; source: string; published_at: number };
  const toNewsSummary = (row: NewsRow): NewsSummary => ({
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    source: row.source,
    publishedAt: iso(row.published_at),
  });

  /* ------------------------------------------------------------ policies */

  function policiesFiltered(query: PolicyListQuery, except?: 'level' | 'year'): PolicyQuery {
    let q: PolicyQuery = db.selectFrom('policies as p');
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

  /* --------------------------------------------------------------- calls */

  function callsFiltered(query: CallListQuery, at: number, except?: 'status'): CallQuery {
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

  type CallRow = { id: string; title: string; organiser: string; summary: string; published_at: number; deadline: number; response_count: number | string | null };
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

  type ResponseRow = { call_id: string; contact_name: string; contact_phone: string; content: string; updated_at: number | string };
  type ResponseFileRow = { file_id?: string | null | undefined; file_name: string | null; file_size: number | string | null; file_type: string | null };
  const toAttachment = (row: ResponseFileRow): FileAttachment | null =>
    row.file_id && row.file_name !== null && row.file_type !== null
      ? { id: row.file_id, name: row.file_name, sizeBytes: Number(row.file_size ?? 0), contentType: row.file_type, url: fileUrl(row.file_id) }
      : null;
  const toCallResponse = (row: ResponseRow, attachment: FileAttachment | null): CallResponse => ({
    callId: row.call_id,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    content: row.content,
    // The time of the current content (a new submission replaces the previous one).
    submittedAt: iso(Number(row.updated_at)),
    attachment,
  });

  /** A corporation's responses with their file (if any): the reads of GET /second/call/response and /responses. */
  const responsesOf = (orgId: string) =>
    db
      .selectFrom('call_responses as r')
      .leftJoin('stored_files as f', 'f.id', 'r.file_id')
      .select(['r.call_id', 'r.contact_name', 'r.contact_phone', 'r.content', 'r.updated_at', 'r.file_id', 'f.name as file_name', 'f.size_bytes as file_size', 'f.content_type as file_type'])
      .where('r.org_id', '=', orgId);

  return {
    async listNews(query: NewsListQuery): Promise<NewsListData> {
      const range = await newsYearRange();
      const [rows, total, categories, years] = await Promise.all([
        newsFiltered(query)
          .select(newsColumns)
          .orderBy('n.published_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        newsFiltered(query).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        newsFiltered(query, 'category')
          .select(['n.category', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('n.category')
          .execute(),
        newsYearCounts(query, range),
      ]);
      const byCategory = new Map(categories.map((row) => [row.category, Number(row.count)]));
      return {
        items: rows.map((row) => toNewsSummary({ ...row, published_at: Number(row.published_at) })),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          category: NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value], count: byCategory.get(value) ?? 0 })),
          year: yearBuckets(range, years),
        },
      };
    },

    async news(id: string): Promise<NewsDetail | undefined> {
      const row = await db
        .selectFrom('news as n')
        .select([...newsColumns, 'n.body_html', 'n.attachments'])
        .where('n.id', '=', id)
        .where('n.status', '=', 'published')
        .executeTakeFirst();
      if (!row) return undefined;
      const at = Number(row.published_at);
      // Neighbours by (published_at, id): "previous" was published just before, "next" just after.
      const [previous, next] = await Promise.all([
        db
          .selectFrom('news')
          .select(['id', 'title'])
          .where('status', '=', 'published')
          .where((eb) => eb.or([eb('published_at', '<', at), eb.and([eb('published_at', '=', at), eb('id', '<', row.id)])]))
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(['id', 'title'])
          .where('status', '=', 'published')
          .where((eb) => eb.or([eb('published_at', '>', at), eb.and([eb('published_at', '=', at), eb('id', '>', row.id)])]))
          .orderBy('published_at', 'asc')
          .orderBy('id', 'asc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        ...toNewsSummary({ ...row, published_at: at }),
        bodyHtml: row.body_html,
        attachments: parseAttachments(row.attachments),
        previous: previous ?? null,
        next: next ?? null,
      };
    },

    async listPolicies(query: PolicyListQuery): Promise<PolicyListData> {
      const year = sql<string>`substr(p.issued_at, 1, 4)`;
      const [rows, total, levels, years] = await Promise.all([
        policiesFiltered(query)
          .select(policyColumns)
          .orderBy('p.issued_at', 'desc')
          .orderBy('p.published_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        policiesFiltered(query).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        policiesFiltered(query, 'level')
          .select(['p.level', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('p.level')
          .execute(),
        policiesFiltered(query, 'year')
          .select([year.as('year'), (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(year)
          .execute(),
      ]);
      const byLevel = new Map(levels.map((row) => [row.level, Number(row.count)]));
      const range = await db
        .selectFrom('policies')
        .select((eb) => [eb.fn.min('issued_at').as('min'), eb.fn.max('issued_at').as('max')])
        .executeTakeFirst();
      const yearRange = range?.min && range.max ? { min: Number(String(range.min).slice(0, 4)), max: Number(String(range.max).slice(0, 4)) } : undefined;
      return {
        items: rows.map(toPolicySummary),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          level: POLICY_LEVELS.map((value) => ({ value, label: POLICY_LEVEL_LABELS[value], count: byLevel.get(value) ?? 0 })),
          year: yearBuckets(yearRange, new Map(years.map((row) => [Number(row.year), Number(row.count)]))),
        },
      };
    },

    async policy(id: string): Promise<PolicyDetail | undefined> {
      const row = await db
        .selectFrom('policies as p')
        .select([...policyColumns, 'p.body_html', 'p.attachments'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...toPolicySummary(row), bodyHtml: row.body_html, attachments: parseAttachments(row.attachments) };
    },

    async listCalls(query: CallListQuery): Promise<CallListData> {
      const at = now();
      // Open calls first, soonest deadline first; then closed ones, latest deadline first.
      const openFirst = sql<number>`case when c.deadline >= ${at} then 0 else 1 end`;
      const deadlineOrder = sql<number>`case when c.deadline >= ${at} then c.deadline else 0 - c.deadline end`;
      const [rows, total, statuses] = await Promise.all([
        callsFiltered(query, at)
          .select(['c.id', 'c.title', 'c.organiser', 'c.summary', 'c.published_at', 'c.deadline', responseCount])
          .orderBy(openFirst)
          .orderBy(deadlineOrder)
          .orderBy('c.id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        callsFiltered(query, at).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        callsFiltered(query, at, 'status')
          .select([
            sql<number>`sum(case when c.deadline >= ${at} then 1 else 0 end)`.as('open'),
            sql<number>`sum(case when c.deadline < ${at} then 1 else 0 end)`.as('closed'),
          ])
          .executeTakeFirst(),
      ]);
      return {
        items: rows.map((row) => toCallSummary({ ...row, published_at: Number(row.published_at), deadline: Number(row.deadline) }, at)),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          status: CALL_STATUSES.map((value) => ({ value, label: CALL_STATUS_LABELS[value], count: Number(statuses?.[value] ?? 0) })),
        },
      };
    },

    async call(id: string): Promise<CallDetail | undefined> {
      const at = now();
      const row = await db
        .selectFrom('calls as c')
        .select(['c.id', 'c.title', 'c.organiser', 'c.summary', 'c.published_at', 'c.deadline', 'c.body_html', 'c.attachments', responseCount])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toCallSummary({ ...row, published_at: Number(row.published_at), deadline: Number(row.deadline) }, at),
        bodyHtml: row.body_html,
        attachments: parseAttachments(row.attachments),
      };
    },

    /** An organisation's response to a call, or null. */
    async response(callId: string, orgId: string): Promise<CallResponse | null> {
      const row = await responsesOf(orgId).where('r.call_id', '=', callId).executeTakeFirst();
      return row ? toCallResponse(row, toAttachment(row)) : null;
    },

    /** Issue 21 §10c 我的反馈: an organisation's responses, latest change first, with the calls' titles and status. */
    async myResponses(orgId: string, query: MyCallResponsesQuery): Promise<MyCallResponsesData> {
      const at = now();
      const [rows, total] = await Promise.all([
        responsesOf(orgId)
          .innerJoin('calls as c', 'c.id', 'r.call_id')
          .select(['c.title', 'c.organiser', 'c.deadline'])
          .orderBy('r.updated_at', 'desc')
          .orderBy('r.call_id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        db.selectFrom('call_responses').select((eb) => eb.fn.countAll<number>().as('count')).where('org_id', '=', orgId).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          ...toCallResponse(row, toAttachment(row)),
          call: { id: row.call_id, title: row.title, organiser: row.organiser, status: Number(row.deadline) >= at ? 'open' : 'closed', deadline: iso(Number(row.deadline)) },
        })),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Stores an organisation's response to an open call (replacing its previous one), with its
     * file if one is named. 'missing' for an unknown call, 'closed' after the deadline, 'file' for
     * a file that is not one of the organisation's response uploads or already belongs to another
     * response: then nothing is written. A file the new response no longer names is deleted with it.
     */
    async respond(input: {
      callId: string;
      orgId: string;
      userId: string;
      contactName: string;
      contactPhone: string;
      content: string;
      fileId?: string | null | undefined;
    }): Promise<CallResponse | 'missing' | 'closed' | 'file'> {
      const at = now();
      const fileId = input.fileId ?? null;
      return db.transaction().execute(async (trx) => {
        const call = await trx.selectFrom('calls').select(['id', 'deadline']).where('id', '=', input.callId).executeTakeFirst();
        if (!call) return 'missing' as const;
        if (Number(call.deadline) < at) return 'closed' as const;
        let attachment: FileAttachment | null = null;
        if (fileId !== null) {
          const file = await trx
            .selectFrom('stored_files')
            .select(['id', 'name', 'size_bytes', 'content_type'])
            .where('id', '=', fileId)
            .where('purpose', '=', 'response')
            .where('org_id', '=', input.orgId)
            .executeTakeFirst();
          if (!file) return 'file' as const;
          const elsewhere = await trx
            .selectFrom('call_responses')
            .select('call_id')
            .where('file_id', '=', fileId)
            .where((eb) => eb.or([eb('call_id', '<>', input.callId), eb('org_id', '<>', input.orgId)]))
            .executeTakeFirst();
          if (elsewhere) return 'file' as const;
          attachment = toAttachment({ file_id: file.id, file_name: file.name, file_size: file.size_bytes, file_type: file.content_type });
        }
        const previous = await trx.selectFrom('call_responses').select('file_id').where('call_id', '=', input.callId).where('org_id', '=', input.orgId).executeTakeFirst();
        await trx
          .insertInto('call_responses')
          .values({
            call_id: input.callId,
            org_id: input.orgId,
            user_id: input.userId,
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
            content: input.content,
            submitted_at: at,
            updated_at: at,
            file_id: fileId,
          })
          .onConflict((oc) =>
            oc.columns(['call_id', 'org_id']).doUpdateSet({
              user_id: input.userId,
              contact_name: input.contactName,
              contact_phone: input.contactPhone,
              content: input.content,
              updated_at: at,
              file_id: fileId,
            }),
          )
          .execute();
        // The replaced file is nobody's any more (a response file belongs to one response).
        const replaced = previous?.file_id ?? null;
        if (replaced !== null && replaced !== fileId) await trx.deleteFrom('stored_files').where('id', '=', replaced).where('purpose', '=', 'response').execute();
        return toCallResponse({ call_id: input.callId, contact_name: input.contactName, contact_phone: input.contactPhone, content: input.content, updated_at: at }, attachment);
      });
    },

    async page(slug: PageSlug): Promise<Page | undefined> {
      const row = await db.selectFrom('site_pages').select(['slug', 'title', 'body_html', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
      if (!row) return undefined;
      return { slug, title: row.title, bodyHtml: row.body_html, updatedAt: iso(Number(row.updated_at)) };
    },

    /** The stored attachments of a public item, or undefined when the item is not public. */
    async attachmentsOf(kind: 'news' | 'policy' | 'call', id: string): Promise<Attachment[] | undefined> {
      const row =
        kind === 'news'
          ? await db.selectFrom('news').select('attachments').where('id', '=', id).where('status', '=', 'published').executeTakeFirst()
          : kind === 'policy'
            ? await db.selectFrom('policies').select('attachments').where('id', '=', id).executeTakeFirst()
            : await db.selectFrom('calls').select('attachments').where('id', '=', id).executeTakeFirst();
      return row ? parseAttachments(row.attachments) : undefined;
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
