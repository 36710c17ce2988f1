import {
  ANNOUNCEMENT_STATUSES,
  type AnnouncementDetail,
  type AnnouncementListData,
  type AnnouncementListQuery,
  type AnnouncementSave,
  type AnnouncementStatus,
  type AnnouncementSummary,
} from '@portal/api-contract';
import type { Kysely } from 'kysely';
import { actorOf, appendAudit } from '@portal/server-audit';
import { newRecordId, type Database, type News, type User } from '@portal/server-db';
import { ERR, iso, type DomainContext } from '@portal/server-core';
import {
  announcementsPage,
  findAnnouncement,
  insertAnnouncementDraft,
  updateAnnouncement,
  type AnnouncementChanges,
  type AnnouncementRow,
} from '@portal/server-news';
import { newsDocument, removeDocuments, upsertDocuments } from '@portal/server-search';
import { accountNames } from '@portal/server-identity';
import { parseAnnouncementAttachments } from './announcement-attachments';
import { announcementContent, attachmentsJson } from './announcements.content';
import { actionAllowed, ANNOUNCEMENT_ACTION_FROM, announcementCan, mayEditAnnouncements, type AnnouncementAction } from './announcements.policy';

/*
 * Announcements (issue 6): the news items of category 'announcement', written in the workspace by
 * admins with the right `announce:edit`. draft → published → offline → published; drafts and
 * offline ones may be edited. Every change is a conditional UPDATE on (id, version, status), so of
 * two editors acting at once one wins and the other gets 409. The body is sanitised before it is
 * stored. Publishing puts the item into the search index and going offline takes it out, after the
 * change is committed (the index follows the row: it is brought in line with the row's state as
 * read after the commit).
 */

const CONFLICT = '该公告已被他人修改或状态已变化，请刷新后重试';

function requireEditor(actor: User): void {
  if (!mayEditAnnouncements(actor)) throw ERR.forbidden('无公告管理权限');
}

async function load(ctx: DomainContext, id: string): Promise<News> {
  const row = await findAnnouncement(ctx.db, id);
  if (!row) throw ERR.notFound('公告不存在');
  return row;
}

const summary = (row: AnnouncementRow, names: Map<string, string>): AnnouncementSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  source: row.source,
  status: row.status,
  version: Number(row.version),
  publishedAt: row.status === 'draft' ? null : iso(row.published_at),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by === null ? null : (names.get(row.updated_by) ?? null),
});

async function detail(ctx: DomainContext, row: News): Promise<AnnouncementDetail> {
  return {
    ...summary(row, await accountNames(ctx.db, [row.updated_by])),
    bodyHtml: row.body_html,
    attachments: parseAnnouncementAttachments(row.attachments),
    can: announcementCan(row.status),
  };
}

/** Brings the search index in line with the row as it is now. */
async function syncIndex(ctx: DomainContext, id: string): Promise<News> {
  const row = await load(ctx, id);
  if (row.status === 'published') await upsertDocuments(ctx.db, [newsDocument(row)]);
  else await removeDocuments(ctx.db, 'news', [id]);
  return row;
}

/** The conditional change of state: one row, or a conflict. `set` may be worked out from the row as read. */
async function change(
  ctx: DomainContext,
  actor: User,
  target: { id: string; version: number; action: AnnouncementAction },
  set: AnnouncementChanges | ((current: News) => Promise<AnnouncementChanges>),
): Promise<void> {
  const { id, version, action } = target;
  const current = await load(ctx, id);
  if (current.version !== version) throw ERR.conflict(CONFLICT);
  if (!actionAllowed(action, current.status))
    throw ERR.conflict(current.status === 'published' ? '公告已发布，请先下线再修改或重新发布' : '公告当前状态不能执行该操作');
  const changes = typeof set === 'function' ? await set(current) : set;
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await updateAnnouncement(trx, { id, version, from: ANNOUNCEMENT_ACTION_FROM[action], set: changes, userId: actor.id, at: ctx.now() });
    if (!changed) throw ERR.conflict(CONFLICT);
    // Issue 17: every change of an announcement is audited in its transaction.
    await auditAnnouncement(trx, ctx, actor, action, id, { before: { status: current.status }, after: { status: changes.status ?? current.status } });
  });
}

const auditAnnouncement = (trx: Kysely<Database>, ctx: DomainContext, actor: User, action: string, id: string, summary: Record<string, unknown>) =>
  appendAudit(trx, { actor: actorOf(actor, ctx.client), action: `announcement.${action}`, target: { type: 'news', id }, summary, at: ctx.now() });

/** The workspace list: a page (latest change first), the total, and the count per status. */
export async function listAnnouncements(ctx: DomainContext, actor: User, query: AnnouncementListQuery): Promise<AnnouncementListData> {
  requireEditor(actor);
  const { rows, total, byStatus } = await announcementsPage(ctx.db, query);
  const names = await accountNames(
    ctx.db,
    rows.map((row) => row.updated_by),
  );
  const counts = Object.fromEntries(ANNOUNCEMENT_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as Record<AnnouncementStatus, number>;
  return { items: rows.map((row) => summary(row, names)), total, page: query.page, pageSize: query.pageSize, counts };
}

/** An announcement with what the editor may do with it. */
export async function getAnnouncement(ctx: DomainContext, actor: User, id: string): Promise<AnnouncementDetail> {
  requireEditor(actor);
  return detail(ctx, await load(ctx, id));
}

/** Creates a draft, or edits a draft or offline announcement at the version given. */
export async function saveAnnouncement(ctx: DomainContext, actor: User, input: AnnouncementSave): Promise<AnnouncementDetail> {
  requireEditor(actor);
  const fields = announcementContent(input);
  if (input.id === undefined || input.version === undefined) {
    const id = newRecordId('nws');
    const at = ctx.now();
    const attachments = await attachmentsJson(ctx.db, input.attachmentIds ?? [], '[]');
    await ctx.db.transaction().execute(async (trx) => {
      await insertAnnouncementDraft(trx, { id, userId: actor.id, at, content: { ...fields, attachments } });
      await auditAnnouncement(trx, ctx, actor, 'create', id, { after: { status: 'draft' } });
    });
    return detail(ctx, await load(ctx, id));
  }
  const attachmentIds = input.attachmentIds;
  await change(ctx, actor, { id: input.id, version: input.version, action: 'edit' }, async (current) =>
    attachmentIds === undefined ? fields : { ...fields, attachments: await attachmentsJson(ctx.db, attachmentIds, current.attachments) },
  );
  return detail(ctx, await load(ctx, input.id));
}

/** draft / offline → published: public from now on, and searchable. */
export async function publishAnnouncement(ctx: DomainContext, actor: User, id: string, version: number): Promise<AnnouncementDetail> {
  requireEditor(actor);
  await change(ctx, actor, { id, version, action: 'publish' }, { status: 'published', published_at: ctx.now() });
  return detail(ctx, await syncIndex(ctx, id));
}

/** published → offline: gone from the public lists, the detail and the search. */
export async function offlineAnnouncement(ctx: DomainContext, actor: User, id: string, version: number): Promise<AnnouncementDetail> {
  requireEditor(actor);
  await change(ctx, actor, { id, version, action: 'offline' }, { status: 'offline' });
  return detail(ctx, await syncIndex(ctx, id));
}
