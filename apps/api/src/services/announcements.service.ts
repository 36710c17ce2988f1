import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ANNOUNCE_RIGHT,
  ANNOUNCEMENT_EDITABLE_STATUSES,
  ANNOUNCEMENT_PUBLISHABLE_STATUSES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_STATUSES,
  DEFAULT_ANNOUNCEMENT_SOURCE,
  fileUrl,
  type AnnouncementAttachment,
  type AnnouncementDetail,
  type AnnouncementListData,
  type AnnouncementListQuery,
  type AnnouncementSave,
  type AnnouncementStatus,
  type AnnouncementSummary,
} from '@portal/api-contract';
import { createSearchIndex, newsDocument, type Database, type News, type User } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import { attachmentItems, attachmentOf } from './publications.repository';
import { richTextToPlain, sanitizeRichText } from '@portal/server-core';
import { columnContains, containsPattern, iso } from '@portal/server-core';

const CONFLICT = '该公告已被他人修改或状态已变化，请刷新后重试';
const CATEGORY = 'announcement' as const;

/**
 * The attachments column of an announcement (JSON, the shape the public news detail reads:
 * name, url, sizeBytes) with the uploaded file's id kept beside them; items that came with
 * the platform's data have none.
 */
export function parseAnnouncementAttachments(json: string): AnnouncementAttachment[] {
  // The public detail's reader of name, url and size, item by item, so the id stays with its item.
  return attachmentItems(json).flatMap((item) => {
    const attachment = attachmentOf(item);
    if (!attachment) return [];
    const fileId = (item as { fileId?: unknown }).fileId;
    return [{ ...attachment, fileId: typeof fileId === 'string' ? fileId : null }];
  });
}

/** Whether an announcement's attachments column lists the uploaded file. */
export const attachesFile = (json: string, fileId: string) => parseAnnouncementAttachments(json).some((attachment) => attachment.fileId === fileId);

/** Whether the account carries a right (users.rights is a JSON array of strings). */
export function hasRight(user: User, right: string): boolean {
  try {
    const rights: unknown = JSON.parse(user.rights);
    return Array.isArray(rights) && rights.includes(right);
  } catch {
    return false;
  }
}

/**
 * Announcements (issue 6): the news items of category 'announcement', written in the
 * workspace by admins with the right `announce:edit`. draft → published → offline →
 * published; drafts and offline ones may be edited. Every change is a conditional UPDATE on
 * (id, version, status), so of two editors acting at once one wins and the other gets 409.
 * The body is sanitised before it is stored. Publishing puts the item into the search index
 * and going offline takes it out, after the change is committed (the index follows the row:
 * it is brought in line with the row's state as read after the commit).
 */
export function createAnnouncementsService({ db, now }: { db: Kysely<Database>; now: () => number }) {
  const index = createSearchIndex(db);

  function requireEditor(actor: User) {
    if (actor.user_type !== 'admin' || !hasRight(actor, ANNOUNCE_RIGHT)) throw ERR.forbidden('无公告管理权限');
  }

  async function load(id: string): Promise<News> {
    const row = await db.selectFrom('news').selectAll().where('id', '=', id).where('category', '=', CATEGORY).executeTakeFirst();
    if (!row) throw ERR.notFound('公告不存在');
    return { ...row, version: Number(row.version), published_at: Number(row.published_at), created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
  }

  async function editorNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  type SummaryRow = Pick<News, 'id' | 'title' | 'summary' | 'source' | 'status' | 'version' | 'published_at' | 'created_at' | 'updated_at' | 'updated_by'>;
  const summary = (row: SummaryRow, names: Map<string, string>): AnnouncementSummary => ({
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

  async function detail(row: News): Promise<AnnouncementDetail> {
    return {
      ...summary(row, await editorNames([row.updated_by])),
      bodyHtml: row.body_html,
      attachments: parseAnnouncementAttachments(row.attachments),
      can: {
        edit: ANNOUNCEMENT_EDITABLE_STATUSES.includes(row.status),
        publish: ANNOUNCEMENT_PUBLISHABLE_STATUSES.includes(row.status),
        offline: row.status === 'published',
      },
    };
  }

  /** Brings the search index in line with the row as it is now. */
  async function syncIndex(id: string): Promise<News> {
    const row = await load(id);
    if (row.status === 'published') await index.upsert([newsDocument(row)]);
    else await index.remove('news', [id]);
    return row;
  }

  type Changes = Partial<Pick<News, 'status' | 'published_at' | 'title' | 'summary' | 'source' | 'body_html' | 'attachments'>>;

  /** The conditional change of state: one row, or a conflict. `set` may be worked out from the row as read. */
  async function change(actor: User, id: string, version: number, from: readonly AnnouncementStatus[], set: Changes | ((current: News) => Promise<Changes>)) {
    const current = await load(id);
    if (current.version !== version) throw ERR.conflict(CONFLICT);
    if (!from.includes(current.status)) throw ERR.conflict(current.status === 'published' ? '公告已发布，请先下线再修改或重新发布' : '公告当前状态不能执行该操作');
    const changes = typeof set === 'function' ? await set(current) : set;
    const result = await db
      .updateTable('news')
      .set({ ...changes, version: version + 1, updated_by: actor.id, updated_at: now() })
      .where('id', '=', id)
      .where('category', '=', CATEGORY)
      .where('version', '=', version)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw ERR.conflict(CONFLICT);
  }

  function content(input: AnnouncementSave) {
    const bodyHtml = sanitizeRichText(input.bodyHtml);
    const text = richTextToPlain(bodyHtml);
    if (text === '' && !/<img\b/i.test(bodyHtml)) throw ERR.badRequest('公告正文不能为空（不安全的内容已被移除）');
    if (bodyHtml.length > ANNOUNCEMENT_LIMITS.bodyHtml) throw ERR.badRequest(`正文不能超过${ANNOUNCEMENT_LIMITS.bodyHtml}个字符`);
    return {
      title: input.title,
      summary: input.summary !== '' ? input.summary : text.slice(0, 120),
      source: input.source !== undefined && input.source !== '' ? input.source : DEFAULT_ANNOUNCEMENT_SOURCE,
      body_html: bodyHtml,
    };
  }

  /**
   * The attachments column after an edit: those that came with the platform's data, then the
   * uploaded announcement files asked for, in order (anything else is refused, 400).
   */
  async function attachmentsJson(requested: readonly string[], current: string): Promise<string> {
    const ids = [...new Set(requested)];
    const files = ids.length === 0 ? [] : await db.selectFrom('stored_files').select(['id', 'name', 'size_bytes']).where('id', 'in', ids).where('purpose', '=', 'announcement').execute();
    if (files.length !== ids.length) throw ERR.badRequest('参数错误：body.attachmentIds 包含不存在或不是公告附件的文件，请重新上传');
    const byId = new Map(files.map((file) => [file.id, file]));
    const kept = parseAnnouncementAttachments(current).filter((attachment) => attachment.fileId === null);
    const uploaded = ids.map((id) => {
      const file = byId.get(id);
      return { name: file?.name ?? '', url: fileUrl(id), sizeBytes: Number(file?.size_bytes ?? 0), fileId: id };
    });
    return JSON.stringify([...kept.map(({ name, url, sizeBytes }) => ({ name, url, sizeBytes })), ...uploaded]);
  }

  return {
    async list(actor: User, query: AnnouncementListQuery): Promise<AnnouncementListData> {
      requireEditor(actor);
      let base = db.selectFrom('news as n').where('n.category', '=', CATEGORY);
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        base = base.where((eb) => eb.or([columnContains('n.title', pattern), columnContains('n.summary', pattern)]));
      }
      const filtered = query.status ? base.where('n.status', '=', query.status) : base;
      const [rows, total, byStatus] = await Promise.all([
        filtered
          .select(['n.id', 'n.title', 'n.summary', 'n.source', 'n.status', 'n.version', 'n.published_at', 'n.created_at', 'n.updated_at', 'n.updated_by'])
          .orderBy('n.updated_at', 'desc')
          .orderBy('n.id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.select(['n.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('n.status').execute(),
      ]);
      const names = await editorNames(rows.map((row) => row.updated_by));
      const counts = Object.fromEntries(ANNOUNCEMENT_STATUSES.map((status) => [status, 0])) as Record<AnnouncementStatus, number>;
      for (const row of byStatus) counts[row.status] = Number(row.n);
      return {
        items: rows.map((row) => summary({ ...row, published_at: Number(row.published_at), created_at: Number(row.created_at), updated_at: Number(row.updated_at) }, names)),
        total: Number(total.n),
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    async get(actor: User, id: string): Promise<AnnouncementDetail> {
      requireEditor(actor);
      return detail(await load(id));
    },

    /** Creates a draft, or edits a draft or offline announcement at the version given. */
    async save(actor: User, input: AnnouncementSave): Promise<AnnouncementDetail> {
      requireEditor(actor);
      const fields = content(input);
      if (input.id === undefined || input.version === undefined) {
        const id = `nws_${randomBytes(12).toString('hex')}`;
        const at = now();
        const attachments = await attachmentsJson(input.attachmentIds ?? [], '[]');
        await db
          .insertInto('news')
          .values({ id, category: CATEGORY, ...fields, attachments, status: 'draft', published_at: at, created_at: at, updated_at: at, version: 1, created_by: actor.id, updated_by: actor.id })
          .execute();
        return detail(await load(id));
      }
      const attachmentIds = input.attachmentIds;
      await change(actor, input.id, input.version, ANNOUNCEMENT_EDITABLE_STATUSES, async (current) =>
        attachmentIds === undefined ? fields : { ...fields, attachments: await attachmentsJson(attachmentIds, current.attachments) },
      );
      return detail(await load(input.id));
    },

    /** draft / offline → published: public from now on, and searchable. */
    async publish(actor: User, id: string, version: number): Promise<AnnouncementDetail> {
      requireEditor(actor);
      await change(actor, id, version, ANNOUNCEMENT_PUBLISHABLE_STATUSES, { status: 'published', published_at: now() });
      return detail(await syncIndex(id));
    },

    /** published → offline: gone from the public lists, the detail and the search. */
    async offline(actor: User, id: string, version: number): Promise<AnnouncementDetail> {
      requireEditor(actor);
      await change(actor, id, version, ['published'], { status: 'offline' });
      return detail(await syncIndex(id));
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
