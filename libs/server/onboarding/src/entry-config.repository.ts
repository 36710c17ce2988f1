import type { Kysely } from 'kysely';
import { fileUrl, type EntryStatus, type TemplateFile } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { findStoredFiles } from '@portal/server-files';

/**
 * The domains' entry configuration (issue 6): SQL only. Onboarding owns `domain_entry_configs`
 * and `entry_template_files`; the template files themselves are the files domain's.
 */

export async function domainExists(db: Kysely<Database>, domainId: string): Promise<boolean> {
  return (await db.selectFrom('data_domains').select('id').where('id', '=', domainId).executeTakeFirst()) !== undefined;
}

/** A domain's entry status; undefined when it has no configuration (it is then closed). */
export async function entryStatusOf(db: Kysely<Database>, domainId: string): Promise<EntryStatus | undefined> {
  return (await db.selectFrom('domain_entry_configs').select('status').where('domain_id', '=', domainId).executeTakeFirst())?.status;
}

/** Writes part of a domain's configuration; a domain without one gets one (closed, no description, unless given). */
export async function upsertEntryConfig(
  db: Kysely<Database>,
  domainId: string,
  change: { status?: EntryStatus; description?: string },
  by: { userId: string; at: number },
): Promise<void> {
  await db
    .insertInto('domain_entry_configs')
    .values({ domain_id: domainId, status: change.status ?? 'closed', description: change.description ?? '', updated_by: by.userId, updated_at: by.at })
    .onConflict((conflict) => conflict.column('domain_id').doUpdateSet({ ...change, updated_by: by.userId, updated_at: by.at }))
    .execute();
}

/** Removes a domain's configuration and its template list. */
export async function deleteEntryConfig(db: Kysely<Database>, domainId: string): Promise<void> {
  await db.deleteFrom('entry_template_files').where('domain_id', '=', domainId).execute();
  await db.deleteFrom('domain_entry_configs').where('domain_id', '=', domainId).execute();
}

/** Replaces a domain's template files with these, in this order. */
export async function replaceTemplateFiles(db: Kysely<Database>, domainId: string, fileIds: readonly string[]): Promise<void> {
  await db.deleteFrom('entry_template_files').where('domain_id', '=', domainId).execute();
  if (fileIds.length > 0) {
    await db
      .insertInto('entry_template_files')
      .values(fileIds.map((fileId, position) => ({ domain_id: domainId, file_id: fileId, position })))
      .execute();
  }
}

/** Which of the stored files some domain lists as a template. */
export async function templateFilesAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('entry_template_files')
    .select('file_id')
    .where('file_id', 'in', [...fileIds])
    .execute();
  return new Set(rows.map((row) => row.file_id));
}

/** Template files of every domain (or one), in order. */
export async function templateFilesBy(db: Kysely<Database>, domainId?: string): Promise<Map<string, TemplateFile[]>> {
  let query = db.selectFrom('entry_template_files').select(['domain_id', 'file_id']).orderBy('domain_id').orderBy('position');
  if (domainId) query = query.where('domain_id', '=', domainId);
  const rows = await query.execute();
  const files = new Map(
    (
      await findStoredFiles(
        db,
        rows.map((row) => row.file_id),
        { purpose: 'template' },
      )
    ).map((file) => [file.id, file]),
  );
  const byDomain = new Map<string, TemplateFile[]>();
  for (const row of rows) {
    const file = files.get(row.file_id);
    if (!file) continue;
    const list = byDomain.get(row.domain_id) ?? [];
    list.push({ id: file.id, name: file.name, sizeBytes: file.size_bytes, url: fileUrl(file.id) });
    byDomain.set(row.domain_id, list);
  }
  return byDomain;
}

/** Every domain with its configuration (null columns: none), in the domains' order. */
export function entryConfigRows(db: Kysely<Database>) {
  return db
    .selectFrom('data_domains as d')
    .leftJoin('domain_entry_configs as c', 'c.domain_id', 'd.id')
    .select(['d.id', 'd.name', 'c.status', 'c.description', 'c.updated_at'])
    .orderBy('d.sort_order')
    .execute();
}

/** Every domain, its entry status, and the corporation's live (not withdrawn) application there. */
export async function domainOptionRows(db: Kysely<Database>, orgId: string) {
  const [domains, configs, mine] = await Promise.all([
    db.selectFrom('data_domains').select(['id', 'name', 'description']).orderBy('sort_order').execute(),
    db.selectFrom('domain_entry_configs').select(['domain_id', 'status']).execute(),
    db.selectFrom('domain_applications').select(['id', 'domain_id', 'status']).where('org_id', '=', orgId).where('status', '<>', 'withdrawn').execute(),
  ]);
  const status = new Map(configs.map((row) => [row.domain_id, row.status]));
  const live = new Map(mine.map((row) => [row.domain_id, { id: row.id, status: row.status }]));
  return domains.map((domain) => ({ domain, status: status.get(domain.id) ?? ('closed' as const), application: live.get(domain.id) ?? null }));
}
