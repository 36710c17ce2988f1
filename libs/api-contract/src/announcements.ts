import * as z from 'zod/mini';
import { attachmentSchema, idParam, keywordParam, pagedDataSchema, pagingQuery, rowVersion } from './common';
import { fileIdSchema } from './file-schemas';
import { defineRoute } from './route';
import type { StatusTone } from './tones';

/**
 * Announcements edited in the workspace (issue 6, spec §2 `annouce/:action`): admins with the
 * right `announce:edit` write them; they are the public news items of category 'announcement'
 * (/dynamics). States: draft → published → offline → published again; a draft or an offline
 * one may be edited. Every edit or change of state names the version it read (optimistic
 * concurrency: a stale version answers 409 / code 4090). Publishing indexes the item for the
 * portal search, going offline removes it. The body is rich text (HTML): the client cleans it
 * with DOMPurify and the server cleans it again before storing it.
 */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'offline'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = { draft: '草稿', published: '已发布', offline: '已下线' };
export const ANNOUNCEMENT_STATUS_TONES: Record<AnnouncementStatus, StatusTone> = { draft: 'neutral', published: 'success', offline: 'warning' };

/** States in which an announcement may be edited. */
export const ANNOUNCEMENT_EDITABLE_STATUSES: readonly AnnouncementStatus[] = ['draft', 'offline'];
/** States from which it may be published. */
export const ANNOUNCEMENT_PUBLISHABLE_STATUSES: readonly AnnouncementStatus[] = ['draft', 'offline'];

/** The right an admin needs to edit announcements. */
export const ANNOUNCE_RIGHT = 'announce:edit';

export const ANNOUNCEMENT_LIMITS = { title: 60, summary: 200, source: 40, bodyHtml: 100_000 } as const;
/** Uploaded attachments per announcement. */
export const MAX_ANNOUNCEMENT_ATTACHMENTS = 10;
/** The source shown when the editor gives none. */
export const DEFAULT_ANNOUNCEMENT_SOURCE = '江苏省公共数据授权运营平台';

const version = rowVersion;

export const announcementSaveSchema = z
  .strictObject({
    /** Absent for a new announcement (a draft). */
    id: z.optional(idParam),
    /** Required with an id: the version the editor read. */
    version: z.optional(version),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, { message: '标题至少2个字符' }),
        z.maxLength(ANNOUNCEMENT_LIMITS.title, { message: `标题不能超过${ANNOUNCEMENT_LIMITS.title}个字符` }),
      ),
    /** Plain text for lists; empty: the server takes the start of the body. */
    summary: z._default(
      z.optional(z.string().check(z.trim(), z.maxLength(ANNOUNCEMENT_LIMITS.summary, { message: `摘要不能超过${ANNOUNCEMENT_LIMITS.summary}个字符` }))),
      '',
    ),
    bodyHtml: z
      .string()
      .check(
        z.minLength(1, { message: '请输入公告正文' }),
        z.maxLength(ANNOUNCEMENT_LIMITS.bodyHtml, { message: `正文不能超过${ANNOUNCEMENT_LIMITS.bodyHtml}个字符` }),
      ),
    /** The issuing body; default DEFAULT_ANNOUNCEMENT_SOURCE. */
    source: z.optional(z.string().check(z.trim(), z.maxLength(ANNOUNCEMENT_LIMITS.source, { message: `来源不能超过${ANNOUNCEMENT_LIMITS.source}个字符` }))),
    /**
     * The uploaded files (purpose announcement) attached, in order; replaces the uploaded ones.
     * Absent: the attachments stay as they are. Attachments that came with the platform's data
     * (no file id) are always kept.
     */
    attachmentIds: z.optional(
      z.array(fileIdSchema).check(z.maxLength(MAX_ANNOUNCEMENT_ATTACHMENTS, { message: `附件不能超过${MAX_ANNOUNCEMENT_ATTACHMENTS}个` })),
    ),
  })
  .check(
    z.refine((input) => (input.id === undefined) === (input.version === undefined), {
      message: '修改公告时请同时提供编号和版本号',
      path: ['version'],
    }),
  );
export type AnnouncementSave = z.output<typeof announcementSaveSchema>;
export type AnnouncementSaveInput = z.input<typeof announcementSaveSchema>;

export const announcementListQuerySchema = z.strictObject({
  ...pagingQuery,
  status: z.optional(z.enum(ANNOUNCEMENT_STATUSES)),
  keyword: keywordParam,
});
export type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;

export const announcementSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  version: z.number().check(z.int(), z.positive()),
  /** The latest publication; null for a draft (never published). */
  publishedAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Who changed it last (null for items that came with the platform's data). */
  updatedBy: z.nullable(z.string()),
});
export type AnnouncementSummary = z.output<typeof announcementSummarySchema>;

/** An attachment as its editor sees it: with the uploaded file's id (null: it came with the platform's data). */
export const announcementAttachmentSchema = z.extend(attachmentSchema, { fileId: z.nullable(z.string()) });
export type AnnouncementAttachment = z.output<typeof announcementAttachmentSchema>;

export const announcementDetailSchema = z.extend(announcementSummarySchema, {
  /** As stored: already cleaned by the server. */
  bodyHtml: z.string(),
  attachments: z.array(announcementAttachmentSchema),
  /** What may be done now (the server decides again when it is done). */
  can: z.object({ edit: z.boolean(), publish: z.boolean(), offline: z.boolean() }),
});
export type AnnouncementDetail = z.output<typeof announcementDetailSchema>;

export const announcementListDataSchema = pagedDataSchema(announcementSummarySchema, {
  /** Announcements per status (keyword applied, status not), for the tabs. */
  counts: z.object({
    draft: z.number().check(z.int(), z.nonnegative()),
    published: z.number().check(z.int(), z.nonnegative()),
    offline: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type AnnouncementListData = z.output<typeof announcementListDataSchema>;

const versionedId = z.strictObject({ id: idParam, version });

export const announcementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/primary/announcement/list',
    summary: 'Announcements for their editors, newest change first: status filter, keyword, paging, counts per status.',
    access: 'admin',
    query: announcementListQuerySchema,
    data: announcementListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/primary/announcement/detail',
    summary: 'One announcement in any state, with what may be done now; an unknown id answers code 4011.',
    access: 'admin',
    query: z.strictObject({ id: idParam }),
    data: announcementDetailSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/primary/announcement/save',
    summary: 'Creates a draft announcement, or edits a draft or offline one (with its version); the body is sanitised.',
    access: 'admin',
    body: announcementSaveSchema,
    data: announcementDetailSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/primary/announcement/publish',
    summary: 'Publishes a draft or offline announcement: public in /web/news/list and indexed for search.',
    access: 'admin',
    body: versionedId,
    data: announcementDetailSchema,
  }),
  offline: defineRoute({
    method: 'POST',
    path: '/primary/announcement/offline',
    summary: 'Takes a published announcement offline: gone from the public lists and the search index.',
    access: 'admin',
    body: versionedId,
    data: announcementDetailSchema,
  }),
} as const;
