import type { Kysely } from 'kysely';
import type { DataRecord, FileFormat, ResourceDetail } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { findResource } from '@portal/server-catalogue';
import { fileFormatsFor } from './delivery.policy';
import { fileSize } from './file-formats';
import { distributionRows, recordBatches, replaceRecords, saveDistributionSizes, type Dataset, type DistributionRow } from './records.repository';

/**
 * Loads a resource's rows (replacing any before) and measures its files: each format's file is
 * produced once from the stored rows, a batch at a time, and its exact size recorded, so the detail
 * page can say how big a download is before anyone makes it. Returns the rows written.
 */
export async function loadResourceRecords(
  db: Kysely<Database>,
  resourceId: string,
  records: Iterable<DataRecord> | AsyncIterable<DataRecord>,
  loadedAt: number,
): Promise<number> {
  const resource = await findResource(db, resourceId);
  if (!resource) throw new Error(`loadResourceRecords: no resource ${resourceId}`);
  const rowCount = await replaceRecords(db, resourceId, records, loadedAt);
  await measureFiles(db, resource, { rowCount, loadedAt }, fileFormatsFor(rowCount));
  return rowCount;
}

/** Produces the files of `formats` once and records their sizes. */
async function measureFiles(db: Kysely<Database>, resource: ResourceDetail, dataset: Dataset, formats: readonly FileFormat[]): Promise<void> {
  const source = { ...resource, loadedAt: dataset.loadedAt, batches: () => recordBatches(db, resource.id, dataset.rowCount) };
  const sizes = new Map<FileFormat, number>();
  for (const format of formats) sizes.set(format, await fileSize(format, source));
  await saveDistributionSizes(db, resource.id, sizes);
}

/**
 * The resource's files with their sizes. Rows written without their files measured (the demo
 * seed's, which cannot depend on this domain) are measured now, once: the same rows always make
 * the same bytes, so two requests measuring at once record the same sizes.
 */
export async function distributionsOf(db: Kysely<Database>, resource: ResourceDetail, dataset: Dataset): Promise<DistributionRow[]> {
  const formats = fileFormatsFor(dataset.rowCount);
  const rows = await distributionRows(db, resource.id);
  const missing = formats.filter((format) => !rows.some((row) => row.format === format));
  if (missing.length === 0) return rows;
  await measureFiles(db, resource, dataset, missing);
  return distributionRows(db, resource.id);
}
