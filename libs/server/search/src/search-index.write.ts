import { bumpContentGeneration } from '@portal/server-core';
import { sql, type Kysely } from 'kysely';
import { isPostgres, type Database } from '@portal/server-db';
import type { SearchDocument, SearchDocumentType } from './search-document';
import { addPairs, pairsOf } from './grams';
import { indexTokens, toTsvector } from './tokens';

/** Snippets are cut from the first part of a body; the index still holds all of it. */
const BODY_CHARS = 4000;
const BATCH = 400;

/** The tokens of each field of an item (issue 16: each weighs on its own). */
interface Fields {
  title: string[];
  meta: string[];
  keywords: string[];
  body: string[];
  tags: string[];
}

async function writePostgres(trx: Kysely<Database>, doc: SearchDocument, body: string, fields: Fields) {
  // Weights: A the title, B what it is filed under (department, domain, short names, formats, field
  // labels), C the description, D the tags; ts_rank weighs them 1.0 / 0.5 / 0.2 / 0.05.
  const document = toTsvector([
    { tokens: fields.title, weight: 'A' },
    { tokens: [...fields.meta, ...fields.keywords], weight: 'B' },
    { tokens: fields.body, weight: 'C' },
    { tokens: fields.tags, weight: 'D' },
  ]);
  await sql`
    insert into search_documents (type, ref_id, title, body, meta, date, document)
    values (${doc.type}, ${doc.refId}, ${doc.title}, ${body}, ${doc.meta}, ${doc.date}, ${document}::tsvector)
    on conflict (type, ref_id) do update set title = excluded.title, body = excluded.body, meta = excluded.meta,
      date = excluded.date, document = excluded.document`.execute(trx);
}

async function writeSqlite(trx: Kysely<Database>, doc: SearchDocument, body: string, fields: Fields) {
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
  const join = (tokens: string[]) => tokens.join(' ');
  await sql`insert into search_fts (rowid, title, meta, keywords, body, tags)
    values (${docId}, ${join(fields.title)}, ${join(fields.meta)}, ${join(fields.keywords)}, ${join(fields.body)}, ${join(fields.tags)})`.execute(trx);
}

async function writeDocuments(trx: Kysely<Database>, postgres: boolean, docs: readonly SearchDocument[]) {
  for (const doc of docs) {
    const body = doc.body.slice(0, BODY_CHARS);
    const fields: Fields = {
      title: indexTokens(doc.title),
      meta: indexTokens(doc.meta),
      keywords: indexTokens(doc.keywords ?? ''),
      body: indexTokens(doc.body),
      tags: indexTokens(doc.tags ?? ''),
    };
    await (postgres ? writePostgres : writeSqlite)(trx, doc, body, fields);
  }
  // What items are titled and filed under, for typo suggestions (issue 16).
  await addPairs(
    trx,
    docs.map((doc) => pairsOf([doc.title, doc.meta, doc.keywords ?? ''])),
  );
}

/** Adds or replaces items (a transaction per batch). */
export async function upsertDocuments(db: Kysely<Database>, docs: readonly SearchDocument[]): Promise<void> {
  const postgres = isPostgres(db);
  for (let start = 0; start < docs.length; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      await writeDocuments(trx, postgres, docs.slice(start, start + BATCH));
      // What public lists, search and the wall answer changed (issue 16: their caches go).
      await bumpContentGeneration(trx);
    });
  }
}

/** Removes items of one type (one transaction). */
export async function removeDocuments(db: Kysely<Database>, type: SearchDocumentType, refIds: readonly string[]): Promise<void> {
  const postgres = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    if (refIds.length === 0) return;
    if (!postgres) {
      const rows = await trx.selectFrom('search_documents').select('doc_id').where('type', '=', type).where('ref_id', 'in', refIds).execute();
      for (const { doc_id: docId } of rows) await sql`delete from search_fts where rowid = ${docId}`.execute(trx);
    }
    await trx.deleteFrom('search_documents').where('type', '=', type).where('ref_id', 'in', refIds).execute();
    await bumpContentGeneration(trx);
  });
}

/**
 * The mark a whole rebuild leaves when it ends (a row of content_generations): an index without it
 * is empty or was left half built by a process that stopped, and is built again at the next start.
 */
const BUILT = 'search-index-built';

export async function markIndexBuilt(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('content_generations')
    .values({ name: BUILT, generation: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ generation: 1 }))
    .execute();
}

/** Whether the index was built whole (rebuildSearchIndex ran to its end since it was last emptied). */
export async function indexIsBuilt(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('content_generations').select('name').where('name', '=', BUILT).executeTakeFirst()) !== undefined;
}

/** Empties the index. */
export async function clearDocuments(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('content_generations').where('name', '=', BUILT).execute();
  await db.deleteFrom('search_grams').execute();
  if (isPostgres(db)) await sql`truncate search_documents`.execute(db);
  else {
    await sql`delete from search_fts`.execute(db);
    await db.deleteFrom('search_documents').execute();
  }
  await bumpContentGeneration(db);
}
