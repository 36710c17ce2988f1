import type { Kysely } from 'kysely';
import type { EntryConfig, TemplateFile } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { ERR, isoOrNull } from '@portal/server-core';
import { domainOptionRows, entryConfigRows, templateFilesBy } from './entry-config.repository';
import { requireDomain } from './entry-config.service';

/** Every domain with its entry status and the corporation's live application there. */
export function domainOptions(db: Kysely<Database>, actor: User) {
  return domainOptionRows(db, actor.org_id ?? '');
}

/** Every domain's entry configuration, with its template files. */
export async function entryConfigs(db: Kysely<Database>): Promise<EntryConfig[]> {
  const templates = await templateFilesBy(db);
  const rows = await entryConfigRows(db);
  return rows.map((row) => ({
    domain: { id: row.id, name: row.name },
    status: row.status ?? 'closed',
    description: row.description ?? '',
    updatedAt: isoOrNull(row.updated_at),
    templates: templates.get(row.id) ?? [],
  }));
}

/** A domain's entry template files (issue 6, /second/entry/file-list). */
export async function entryFiles(db: Kysely<Database>, domainId: string): Promise<TemplateFile[]> {
  await requireDomain(db, domainId);
  return (await templateFilesBy(db, domainId)).get(domainId) ?? [];
}

/** One domain's entry configuration. */
export async function entryConfig(db: Kysely<Database>, domainId: string): Promise<EntryConfig> {
  const config = (await entryConfigs(db)).find((row) => row.domain.id === domainId);
  if (!config) throw ERR.notFound('数据领域不存在');
  return config;
}
