import type { Kysely } from 'kysely';
import type { ResourceDetail } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { syntheticRecords } from './synthetic-records';

/** Rows loaded per resource in the demo: the record count, capped (issue 22: "capped for the demo"). */
export const DEMO_RECORDS_PER_RESOURCE = 100;
/** Only the first resources by id get rows: the demo catalogue's 520; a bench's 100,000 do not all need them. */
export const DEMO_RECORD_RESOURCES = 600;
/** Rows per INSERT statement (three parameters each). */
const INSERT_ROWS = 500;

export interface SeedRecordsResult {
  /** Resources whose rows were loaded now. */
  resources: number;
  rows: number;
}

/**
 * Writes synthetic rows (./synthetic-records.ts) for the catalogue's first resources that are open
 * or conditional and have none yet: min(record count, `perResource`) each, in one transaction.
 * Closed resources get none (nothing of theirs is delivered). The files' sizes are measured by the
 * delivery domain when they are first asked for. Idempotent: a resource with rows is left as it is.
 */
export async function seedRecords(db: Kysely<Database>, options: { now: number; perResource?: number }): Promise<SeedRecordsResult> {
  const { now, perResource = DEMO_RECORDS_PER_RESOURCE } = options;
  const result = { resources: 0, rows: 0 };
  if (perResource <= 0) return result;
  return db.transaction().execute(async (trx) => {
    const candidates = await trx
      .selectFrom('data_resources as r')
      .innerJoin('departments as d', 'd.id', 'r.department_id')
      .leftJoin('resource_datasets as s', 's.resource_id', 'r.id')
      .select(['r.id', 'r.code', 'r.record_count', 'r.field_schema', 'r.open_type', 'd.name as department', 's.resource_id as loaded'])
      .orderBy('r.id')
      .limit(DEMO_RECORD_RESOURCES)
      .execute();
    for (const candidate of candidates) {
      if (candidate.open_type === 'closed' || candidate.loaded !== null) continue;
      const fields = JSON.parse(candidate.field_schema) as ResourceDetail['fields'];
      const count = Math.min(Number(candidate.record_count), perResource);
      const records = [...syntheticRecords({ code: candidate.code, fields, department: { name: candidate.department } }, count, now)];
      for (let start = 0; start < records.length; start += INSERT_ROWS) {
        const batch = records
          .slice(start, start + INSERT_ROWS)
          .map((record, i) => ({ resource_id: candidate.id, seq: start + i + 1, data: JSON.stringify(record) }));
        await trx.insertInto('resource_records').values(batch).execute();
      }
      await trx.insertInto('resource_datasets').values({ resource_id: candidate.id, row_count: count, loaded_at: now }).execute();
      result.resources += 1;
      result.rows += count;
    }
    return result;
  });
}
