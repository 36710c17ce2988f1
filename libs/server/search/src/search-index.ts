import { PostgresIntrospector, sql, type Kysely, type RawBuilder } from 'kysely';
import { NEWS_CATEGORY_LABELS, PRODUCT_TYPE_LABELS } from '@portal/api-contract';
import { provinceDayStart } from '@portal/util';
import type { Database } from '../schema';
import { indexTokens, planQuery, toFts5, toTsquery, toTsvector, type QueryPlan } from './tokens';

export const SEARCH_DOCUMENT_TYPES = ['resource', 'product', 'news', 'policy'] as const;
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number];

/** What the index holds for one item (plain text only). */
export interface SearchDocument {
  type: SearchDocumentType;
  refId: string;
  title: string;
  body: string;
  meta: string;
  /** Epoch ms: updated (catalogue), published (news) or the start of the issue day (policies). */
  date: number;
}

/** A hit as the index holds it (the body cut to its first part). */
export type SearchRow = SearchDocument;

export interface SearchResult {
  plan: QueryPlan;
  rows: SearchRow[];
  /** Matches per type, whatever type was asked for. */
  counts: Record<SearchDocumentType, number>;
}

/** Snippets are cut from the first part of a body; the index still holds all of it. */
const BODY_CHARS = 4000;
const BATCH = 400;

/** HTML as plain text, for indexing and snippets (never rendered as HTML). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A JSON-array-of-strings column, read defensively (anything else is an empty list). */
export const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

const NEWS_CATEGORY: Record<string, string> = NEWS_CATEGORY_LABELS;
const PRODUCT_TYPE: Record<string, string> = PRODUCT_TYPE_LABELS;

/**
 * The portal search index (issue 5): one interface over FTS5 (SQLite) and
 * tsvector (PostgreSQL). Writers call `upsert` / `remove` when an item changes;
 * `rebuild` indexes every item from the source tables (seed, recovery).
 */
export function createSearchIndex(db: Kysely<Database>) {
  const postgres = db.introspection instanceof PostgresIntrospector;

  async function write(trx: Kysely<Database>, docs: SearchDocument[]) {
    for (const doc of docs) {
      const body = doc.body.slice(0, BODY_CHARS);
      const titleTokens = indexTokens(`${doc.title} ${doc.meta}`);
      const bodyTokens = indexTokens(doc.body);
      if (postgres) {
        const document = toTsvector([
          { tokens: titleTokens, weight: 'A' },
          { tokens: bodyTokens, weight: 'B' },
        ]);
        await sql`
          insert into search_documents (type, ref_id, title, body, meta, date, document)
          values (${doc.type}, ${doc.refId}, ${doc.title}, ${body}, ${doc.meta}, ${doc.date}, ${document}::tsvector)
          on conflict (type, ref_id) do update set title = excluded.title, body = excluded.body, meta = excluded.meta,
            date = excluded.date, document = excluded.document`.execute(trx);
      } else {
        const { doc_id: docId } = await trx
          .insertInto('search_documents')
          .values({ type: doc.type, ref_id: doc.refId, title: doc.title, body, meta: doc.meta, date: doc.date })
          .onConflict((conflict) =>
            conflict.columns(['type', 'ref_id']).doUpdateSet((eb) => ({
              title: eb.ref('excluded.title'),
              body: eb.ref('excluded.body'),
              meta: eb.ref('excluded.meta'),
              date: eb.ref('excluded.date'),
            })),
          )
          .returning('doc_id')
          .executeTakeFirstOrThrow();
        await sql`delete from search_fts where rowid = ${docId}`.execute(trx);
        await sql`insert into search_fts (rowid, title, body) values (${docId}, ${titleTokens.join(' ')}, ${bodyTokens.join(' ')})`.execute(trx);
      }
    }
  }

  async function removeIds(trx: Kysely<Database>, type: SearchDocumentType, refIds: readonly string[]) {
    if (refIds.length === 0) return;
    if (!postgres) {
      const rows = await trx.selectFrom('search_documents').select('doc_id').where('type', '=', type).where('ref_id', 'in', refIds).execute();
      for (const { doc_id: docId } of rows) await sql`delete from search_fts where rowid = ${docId}`.execute(trx);
    }
    await trx.deleteFrom('search_documents').where('type', '=', type).where('ref_id', 'in', refIds).execute();
  }

  /** Every searchable item of the source tables, in batches. */
  async function* sources(): AsyncGenerator<SearchDocument[]> {
    const departments = new Map((await db.selectFrom('departments').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
    const domains = new Map((await db.selectFrom('data_domains').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('data_resources')
        .select(['id', 'code', 'name', 'department_id', 'domain_id', 'description', 'tags', 'updated_at'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(2000)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      yield rows.map((row) => ({
        type: 'resource',
        refId: row.id,
        title: row.name,
        body: `${row.description} ${parseList(row.tags).join(' ')} ${row.code}`,
        meta: `${departments.get(row.department_id) ?? ''} · ${domains.get(row.domain_id) ?? ''}`,
        date: Number(row.updated_at),
      }));
    }
    const products = await db
      .selectFrom('data_products as p')
      .innerJoin('organisations as o', 'o.id', 'p.org_id')
      .select(['p.id', 'p.name', 'p.product_type', 'p.scenarios', 'p.description', 'p.domain_id', 'p.updated_at', 'o.name as operator'])
      .execute();
    yield products.map((row) => ({
      type: 'product',
      refId: row.id,
      title: row.name,
      body: `${row.description} ${parseList(row.scenarios).join(' ')}`,
      meta: `${row.operator} · ${PRODUCT_TYPE[row.product_type] ?? ''} · ${domains.get(row.domain_id) ?? ''}`,
      date: Number(row.updated_at),
    }));
    const news = await db
      .selectFrom('news')
      .select(['id', 'title', 'category', 'summary', 'source', 'body_html', 'published_at'])
      .where('status', '=', 'published')
      .execute();
    yield news.map(newsDocument);
    const policies = await db
      .selectFrom('policies')
      .select(['id', 'title', 'issuer', 'doc_number', 'summary', 'body_html', 'issued_at'])
      .execute();
    yield policies.map(policyDocument);
  }

  return {
    /** Adds or replaces items (one transaction). */
    async upsert(docs: readonly SearchDocument[]): Promise<void> {
      for (let start = 0; start < docs.length; start += BATCH) {
        await db.transaction().execute((trx) => write(trx, docs.slice(start, start + BATCH)));
      }
    },

    async remove(type: SearchDocumentType, refIds: readonly string[]): Promise<void> {
      await db.transaction().execute((trx) => removeIds(trx, type, refIds));
    },

    async isEmpty(): Promise<boolean> {
      return (await db.selectFrom('search_documents').select('doc_id').limit(1).executeTakeFirst()) === undefined;
    },

    /** Empties the index and indexes every item again; returns how many. */
    async rebuild(): Promise<number> {
      if (postgres) await sql`truncate search_documents`.execute(db);
      else {
        await sql`delete from search_fts`.execute(db);
        await db.deleteFrom('search_documents').execute();
      }
      let count = 0;
      for await (const batch of sources()) {
        await this.upsert(batch);
        count += batch.length;
      }
      return count;
    },

    /**
     * Ranked matches (title and meta weigh more than the body; newer first on a tie)
     * and the count per type. An empty plan (only punctuation) matches nothing.
     */
    async search(query: string, options: { type?: SearchDocumentType | undefined; limit: number; offset: number }): Promise<SearchResult> {
      const plan = planQuery(query);
      const counts = Object.fromEntries(SEARCH_DOCUMENT_TYPES.map((type) => [type, 0])) as Record<SearchDocumentType, number>;
      if (plan.clauses.length === 0) return { plan, rows: [], counts };
      const typeFilter = options.type ? sql`and d.type = ${options.type}` : sql``;
      let rows: { type: string; ref_id: string; title: string; body: string; meta: string; date: number }[];
      let countRows: { type: string; count: number | string }[];
      if (postgres) {
        const tsquery = toTsquery(plan);
        rows = (
          await sql<(typeof rows)[number]>`
            select d.type, d.ref_id, d.title, d.body, d.meta, d.date
            from search_documents d
            where d.document @@ ${tsquery}::tsquery ${typeFilter}
            order by ts_rank(d.document, ${tsquery}::tsquery) desc, d.date desc, d.ref_id
            limit ${options.limit} offset ${options.offset}`.execute(db)
        ).rows;
        countRows = (
          await sql<(typeof countRows)[number]>`
            select d.type, count(*) as count from search_documents d where d.document @@ ${tsquery}::tsquery group by d.type`.execute(db)
        ).rows;
      } else {
        const match = toFts5(plan);
        rows = (
          await sql<(typeof rows)[number]>`
            select d.type, d.ref_id, d.title, d.body, d.meta, d.date
            from search_fts f join search_documents d on d.doc_id = f.rowid
            where search_fts match ${match} ${typeFilter}
            order by bm25(search_fts, 8.0, 1.0), d.date desc, d.ref_id
            limit ${options.limit} offset ${options.offset}`.execute(db)
        ).rows;
        countRows = (
          await sql<(typeof countRows)[number]>`
            select d.type, count(*) as count from search_fts f join search_documents d on d.doc_id = f.rowid
            where search_fts match ${match} group by d.type`.execute(db)
        ).rows;
      }
      for (const row of countRows) if (row.type in counts) counts[row.type as SearchDocumentType] = Number(row.count);
      return {
        plan,
        rows: rows.map((row) => ({
          type: row.type as SearchDocumentType,
          refId: row.ref_id,
          title: row.title,
          body: row.body,
          meta: row.meta,
          date: Number(row.date),
        })),
        counts,
      };
    },

    /**
     * A subquery of the ids of one type that match a query, for a list's keyword
     * filter (`where id in (…)`); undefined when the query has no words at all.
     */
    matching(type: SearchDocumentType, query: string): RawBuilder<string> | undefined {
      const plan = planQuery(query);
      if (plan.clauses.length === 0) return undefined;
      return postgres
        ? sql<string>`(select d.ref_id from search_documents d where d.type = ${type} and d.document @@ ${toTsquery(plan)}::tsquery)`
        : sql<string>`(select d.ref_id from search_fts f join search_documents d on d.doc_id = f.rowid where search_fts match ${toFts5(plan)} and d.type = ${type})`;
    },

    /** Records a query that found nothing (normalised, counted). */
    async recordMiss(query: string, now: number): Promise<void> {
      const normalised = query.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 50);
      if (!normalised) return;
      await db
        .insertInto('search_misses')
        .values({ query: normalised, count: 1, first_at: now, last_at: now })
        .onConflict((conflict) => conflict.column('query').doUpdateSet((eb) => ({ count: eb('search_misses.count', '+', 1), last_at: now })))
        .execute();
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/** A published news item as a search document. */
export function newsDocument(row: { id: string; title: string; category: string; summary: string; source: string; body_html: string; published_at: number }): SearchDocument {
  return {
    type: 'news',
    refId: row.id,
    title: row.title,
    body: `${row.summary} ${htmlText(row.body_html)}`,
    meta: `${NEWS_CATEGORY[row.category] ?? ''} · ${row.source}`,
    date: Number(row.published_at),
  };
}

/** A policy as a search document. */
export function policyDocument(row: { id: string; title: string; issuer: string; doc_number: string; summary: string; body_html: string; issued_at: string }): SearchDocument {
  return {
    type: 'policy',
    refId: row.id,
    title: row.title,
    body: `${row.summary} ${htmlText(row.body_html)}`,
    meta: `${row.issuer} · ${row.doc_number}`,
    // Issue 21 §8: the date a policy shows everywhere is its issue date.
    date: provinceDayStart(row.issued_at),
  };
}
