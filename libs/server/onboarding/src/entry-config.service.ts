import type { Kysely } from 'kysely';
import type { EntryStatus } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { actorOf, appendAudit } from '@portal/server-audit';
import { mayManageEntries } from './onboarding.policy';
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

/** Records an entry-config change in the audit log, in the change's transaction (issue 17). */
const auditEntry = (trx: Kysely<Database>, ctx: DomainContext, actor: User, action: string, domainId: string, summary: Record<string, unknown>) =>
  appendAudit(trx, { actor: actorOf(actor, ctx.client), action: `entry-config.${action}`, target: { type: 'domain', id: domainId }, summary, at: ctx.now() });

/** Entry configuration is for admins with the entry-config right (issue 17); the rest 403. */
function requireEntryManager(actor: User): void {
  if (!mayManageEntries(actor)) throw ERR.forbidden('您没有入口配置的权限');
}

/** Opens or closes a domain for applications. */
export async function setEntryStatus(ctx: DomainContext, actor: User, domainId: string, status: EntryStatus): Promise<void> {
  requireEntryManager(actor);
  await ctx.db.transaction().execute(async (trx) => {
    await upsertEntry(trx, ctx.now(), actor, domainId, { status });
    await auditEntry(trx, ctx, actor, 'status', domainId, { after: { status } });
  });
}

/**
 * A domain's entry description and, when given, its template files (one transaction);
 * a domain without a configuration gets one, closed.
 */
export async function updateEntry(ctx: DomainContext, actor: User, domainId: string, description: string, templateFileIds?: readonly string[]): Promise<void> {
  requireEntryManager(actor);
  await ctx.db.transaction().execute(async (trx) => {
    await upsertEntry(trx, ctx.now(), actor, domainId, { description });
    if (templateFileIds) await setTemplates(trx, domainId, templateFileIds);
    await auditEntry(trx, ctx, actor, 'update', domainId, { after: { descriptionLength: description.length, templateFiles: templateFileIds?.length ?? null } });
  });
}

/** Removes a domain's configuration and its template list: the domain is closed; applications already made go on. */
export async function deleteEntry(ctx: DomainContext, actor: User, domainId: string): Promise<void> {
  requireEntryManager(actor);
  await requireDomain(ctx.db, domainId);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteEntryConfig(trx, domainId);
    await auditEntry(trx, ctx, actor, 'delete', domainId, {});
  });
}
