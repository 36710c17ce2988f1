import { sql, type Kysely } from 'kysely';
import type { DataFormat, DataRecord, FileFormat, ResourceDetail } from '@portal/api-contract';
import { PREPARED, isPostgres, parseList, type Database } from '@portal/server-db';
import { parseFieldSchema } from '@portal/server-catalogue';
import type { DeliveryFacts } from './delivery.policy';

/** Rows per INSERT statement (three parameters each). */
const INSERT_ROWS = 500;
/** Rows read per query when a file is written. */
export const READ_BATCH = 1_000;

export interface Dataset {
  rowCount: number;
  loadedAt: number;
}

/** How many rows were loaded for a resource and when, or undefined before a load. */
export async function findDataset(db: Kysely<Database>, resourceId: string): Promise<Dataset | undefined> {
  const row = await db.selectFrom('resource_datasets').select(['row_count', 'loaded_at']).where('resource_id', '=', resourceId).executeTakeFirst();
  return row ? { rowCount: Number(row.row_count), loadedAt: Number(row.loaded_at) } : undefined;
}

/** The resources whose rows are loaded, among `ids` (all of them when `ids` is not given). */
export async function loadedResourceIds(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('resource_datasets').select('resource_id').execute();
  return new Set(rows.map((row) => row.resource_id));
}

const parse = (data: string): DataRecord => JSON.parse(data) as DataRecord;

/** What an open API call needs to know of its resource. */
export interface RecordsSource extends DeliveryFacts {
  id: string;
  code: string;
  fields: ResourceDetail['fields'];
  /** 0 before the rows are loaded. */
  rowCount: number;
  /**
   * Open data only (无条件开放): the records numbered from…to, read in the same query. Undefined for
   * any other open type, whose rows are read only once the call is authorized.
   */
  openPage: DataRecord[] | undefined;
}

/**
 * The resource a records call names, by code, with its row count and, when it is open data, the
 * page asked for: one round trip for an open API call. The page comes as one JSON array text
 * (rows joined in order by the engine's aggregate), parsed once.
 */
export async function findRecordsSource(db: Kysely<Database>, code: string, from: number, to: number): Promise<RecordsSource | undefined> {
  const joined = isPostgres(db) ? sql`string_agg(d.data, ',' order by d.seq)` : sql`group_concat(d.data, ',' order by d.seq)`;
  const row = await db
    .selectFrom('data_resources as r')
    .leftJoin('resource_datasets as s', 's.resource_id', 'r.id')
    .select(['r.id', 'r.code', 'r.open_type', 'r.formats', 'r.field_schema', 's.row_count'])
    .select((eb) =>
      eb
        .selectFrom('resource_records as d')
        .select(sql<string | null>`${joined}`.as('rows'))
        .whereRef('d.resource_id', '=', 'r.id')
        .where('d.seq', '>=', from)
        .where('d.seq', '<=', to)
        .where('r.open_type', '=', 'unconditional')
        .as('open_page'),
    )
    .where('r.code', '=', code)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.code,
    openType: row.open_type,
    formats: parseList(row.formats) as DataFormat[],
    fields: parseFieldSchema(row.field_schema),
    rowCount: Number(row.row_count ?? 0),
    openPage: row.open_type === 'unconditional' ? (JSON.parse(`[${row.open_page ?? ''}]`) as DataRecord[]) : undefined,
  };
}

/** The records numbered `from` … `to` (inclusive), in order. */
export async function recordRange(db: Kysely<Database>, resourceId: string, from: number, to: number): Promise<DataRecord[]> {
  if (to < from) return [];
  const rows = await db
    .selectFrom('resource_records')
    .select('data')
    .where('resource_id', '=', resourceId)
    .where('seq', '>=', from)
    .where('seq', '<=', to)
    .orderBy('seq')
    .execute();
  return rows.map((row) => parse(row.data));
}

/** Every record in order, READ_BATCH at a time: one query per batch, one batch in memory. */
export async function* recordBatches(db: Kysely<Database>, resourceId: string, rowCount: number): AsyncGenerator<DataRecord[]> {
  for (let from = 1; from <= rowCount; from += READ_BATCH) {
    yield await recordRange(db, resourceId, from, Math.min(rowCount, from + READ_BATCH - 1));
  }
}

/**
 * Replaces a resource's records with `records`, numbered 1…n, in one transaction (a reader sees the
 * old rows or the new ones, never a mix), and records the load. Returns how many were written.
 */
export async function replaceRecords(
  db: Kysely<Database>,
  resourceId: string,
  records: Iterable<DataRecord> | AsyncIterable<DataRecord>,
  loadedAt: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('resource_records').where('resource_id', '=', resourceId).execute();
    let seq = 0;
    let batch: { resource_id: string; seq: number; data: string }[] = [];
    for await (const record of records) {
      batch.push({ resource_id: resourceId, seq: ++seq, data: JSON.stringify(record) });
      if (batch.length === INSERT_ROWS) {
        await trx.insertInto('resource_records').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length > 0) await trx.insertInto('resource_records').values(batch).execute();
    await trx
      .insertInto('resource_datasets')
      .values({ resource_id: resourceId, row_count: seq, loaded_at: loadedAt })
      .onConflict((oc) => oc.column('resource_id').doUpdateSet({ row_count: seq, loaded_at: loadedAt }))
      .execute();
    return seq;
  });
}

/** Records file sizes by format; a format's download count survives a new load. */
export async function saveDistributionSizes(db: Kysely<Database>, resourceId: string, sizes: ReadonlyMap<FileFormat, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [format, size] of sizes) {
      await trx
        .insertInto('resource_distributions')
        .values({ resource_id: resourceId, format, byte_size: size, downloads: 0 })
        .onConflict((oc) => oc.columns(['resource_id', 'format']).doUpdateSet({ byte_size: size }))
        .execute();
    }
  });
}

export interface DistributionRow {
  format: FileFormat;
  byteSize: number;
  downloads: number;
}

/** A resource's files: format, size and downloads. */
export async function distributionRows(db: Kysely<Database>, resourceId: string): Promise<DistributionRow[]> {
  const rows = await db.selectFrom('resource_distributions').select(['format', 'byte_size', 'downloads']).where('resource_id', '=', resourceId).execute();
  return rows.map((row) => ({ format: row.format as FileFormat, byteSize: Number(row.byte_size), downloads: Number(row.downloads) }));
}

/** One more download of a resource's file in a format. */
export async function countDownload(db: Kysely<Database>, resourceId: string, format: FileFormat): Promise<void> {
  await db
    .updateTable('resource_distributions')
    .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
    .where('resource_id', '=', resourceId)
    .where('format', '=', format)
    .execute();
}
