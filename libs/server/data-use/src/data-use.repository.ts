import type { Insertable, Kysely } from 'kysely';
import type { ApplicationStatus } from '@portal/api-contract';
import type { ApplicationTransitionTable, Database, DataUseApplication } from '@portal/server-db';

/**
 * The data-use domain's tables (issue 22): `data_use_applications`, `data_use_transitions`,
 * `data_use_files`, `reviewer_departments`. SQL only; rows in, rows out.
 */

export async function findDataUse(db: Kysely<Database>, id: string): Promise<DataUseApplication | undefined> {
  return db.selectFrom('data_use_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDataUse(db: Kysely<Database>, row: DataUseApplication): Promise<void> {
  await db.insertInto('data_use_applications').values(row).execute();
}

/** Changes the row only if it still has the version and status it was read with; whether it did. */
export async function updateDataUseIfCurrent(
  db: Kysely<Database>,
  row: Pick<DataUseApplication, 'id' | 'version' | 'status'>,
  set: Partial<Omit<DataUseApplication, 'id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('data_use_applications')
    .set(set)
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertDataUseTransition(db: Kysely<Database>, record: Insertable<ApplicationTransitionTable>): Promise<void> {
  await db.insertInto('data_use_transitions').values(record).execute();
}

export function dataUseTrail(db: Kysely<Database>, id: string) {
  return db.selectFrom('data_use_transitions').selectAll().where('application_id', '=', id).orderBy('version').execute();
}

/** The statuses in which an application is still being worked on (a new one for the same resource waits for it). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['draft', 'first_review', 'final_review', 'returned', 'rejected'];

/** The corporation's application for the resource that is still being worked on, if any. */
export async function openDataUseId(db: Kysely<Database>, orgId: string, resourceId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('data_use_applications')
    .select('id')
    .where('org_id', '=', orgId)
    .where('resource_id', '=', resourceId)
    .where('status', 'in', [...OPEN_STATUSES])
    .executeTakeFirst();
  return row?.id;
}

/** Replaces an application's attachments with these files, in this order. */
export async function replaceDataUseFiles(db: Kysely<Database>, applicationId: string, fileIds: readonly string[]): Promise<void> {
  await db.deleteFrom('data_use_files').where('application_id', '=', applicationId).execute();
  if (fileIds.length > 0) {
    await db
      .insertInto('data_use_files')
      .values(fileIds.map((fileId, position) => ({ application_id: applicationId, file_id: fileId, position })))
      .execute();
  }
}

export async function dataUseFileIds(db: Kysely<Database>, applicationId: string): Promise<string[]> {
  const rows = await db.selectFrom('data_use_files').select('file_id').where('application_id', '=', applicationId).orderBy('position').execute();
  return rows.map((row) => row.file_id);
}

/** Which of these stored files some application attaches. */
export async function dataUseFilesAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('data_use_files')
    .select('file_id')
    .where('file_id', 'in', [...fileIds])
    .execute();
  return new Set(rows.map((row) => row.file_id));
}

/** The applications a stored file is attached to (for the download policy). */
export function dataUsesAttaching(db: Kysely<Database>, fileId: string) {
  return db
    .selectFrom('data_use_files as f')
    .innerJoin('data_use_applications as a', 'a.id', 'f.application_id')
    .select(['a.org_id', 'a.department_id', 'a.status', 'a.submitted_at'])
    .where('f.file_id', '=', fileId)
    .execute();
}

/** The departments a first-stage reviewer decides for. */
export async function reviewerDepartmentsOf(db: Kysely<Database>, actor: { id: string; user_type: string }): Promise<string[]> {
  if (actor.user_type !== 'user') return [];
  const rows = await db.selectFrom('reviewer_departments').select('department_id').where('user_id', '=', actor.id).execute();
  return rows.map((row) => row.department_id);
}

export interface DataUseListFilter {
  orgId?: string;
  status?: ApplicationStatus | undefined;
  /** Only these departments (a first-stage reviewer's). */
  departments?: readonly string[];
  /** Only applications that were submitted at some point. */
  submitted?: boolean;
}

/** A page of applications, newest change first, with the resource's code and name and the department's name. */
export async function listDataUses(db: Kysely<Database>, filter: DataUseListFilter, window: { limit: number; offset: number }) {
  let query = db
    .selectFrom('data_use_applications as a')
    .innerJoin('data_resources as r', 'r.id', 'a.resource_id')
    .innerJoin('departments as d', 'd.id', 'a.department_id');
  if (filter.orgId !== undefined) query = query.where('a.org_id', '=', filter.orgId);
  if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
  if (filter.departments !== undefined) query = query.where('a.department_id', 'in', filter.departments.length > 0 ? [...filter.departments] : ['']);
  if (filter.submitted) query = query.where('a.submitted_at', 'is not', null);
  const [rows, total] = await Promise.all([
    query
      .selectAll('a')
      .select(['r.code as resource_code', 'r.name as resource_name', 'd.name as department_name'])
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type DataUseListRow = Awaited<ReturnType<typeof listDataUses>>['rows'][number];
