import type { Kysely } from 'kysely';
import type { EntryStatus } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { deleteEntryConfig, domainExists, replaceTemplateFiles, upsertEntryConfig } from './entry-config.repository';

/** The domain exists, or 4011. */
export async function requireDomain(db: Kysely<Database>, domainId: string): Promise<void> {
  if (!(await domainExists(db, domainId))) throw ERR.notFound('数据领域不存在');
}

/** A domain's template files: admins' uploads with purpose template (others 400); replaces the list. */
async function setTemplates(trx: Kysely<Database>, domainId: string, requested: readonly string[]): Promise<void> {
  const ids = [...new Set(requested)];
  const found = await findStoredFiles(trx, ids, { purpose: 'template' });
  if (found.length !== ids.length) throw ERR.badRequest('参数错误：body.templateFileIds 包含不存在或不是模板的文件');
  await replaceTemplateFiles(trx, domainId, ids);
}

async function upsertEntry(
  db: Kysely<Database>,
  at: number,
  actor: User,
  domainId: string,
  change: { status?: EntryStatus; description?: string },
): Promise<void> {
  await requireDomain(db, domainId);
  await upsertEntryConfig(db, domainId, change, { userId: actor.id, at });
}

/** Opens or closes a domain for applications (admin; the route checks the role). */
export async function setEntryStatus({ db, now }: DomainContext, actor: User, domainId: string, status: EntryStatus): Promise<void> {
  await upsertEntry(db, now(), actor, domainId, { status });
}

/**
 * A domain's entry description and, when given, its template files (one transaction);
 * a domain without a configuration gets one, closed.
 */
export async function updateEntry(
  { db, now }: DomainContext,
  actor: User,
  domainId: string,
  description: string,
  templateFileIds?: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsertEntry(trx, now(), actor, domainId, { description });
    if (templateFileIds) await setTemplates(trx, domainId, templateFileIds);
  });
}

/** Removes a domain's configuration and its template list: the domain is closed; applications already made go on. */
export async function deleteEntry({ db }: DomainContext, domainId: string): Promise<void> {
  await requireDomain(db, domainId);
  await db.transaction().execute((trx) => deleteEntryConfig(trx, domainId));
}
