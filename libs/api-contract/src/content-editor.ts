import * as z from 'zod/mini';
import { contentWallSchema } from './content';
import { rowVersion } from './common';
import { fileIdSchema } from './file-schemas';
import { defineRoute } from './route';

/**
 * The content wall editor (issue 18, decision 0030): each site's home wall as a draft and as
 * published versions. Staff with the `content:edit` right; every change is audited. The blocks
 * here are the wall as stored: featured blocks name ids, latest blocks a count, statistics a
 * metric, banner slides an uploaded image; the server fills in the rest when it serves the wall.
 */
export const CONTENT_EDIT_RIGHT = 'content:edit';

/** What a statistic of the wall may show; the server computes the value when serving. */
export const WALL_METRICS = ['resources', 'records', 'departments', 'domains', 'products', 'operators', 'news', 'policies'] as const;
export type WallMetric = (typeof WALL_METRICS)[number];
export const WALL_METRIC_LABELS: Record<WallMetric, string> = {
  resources: '数据资源数',
  records: '数据记录总量',
  departments: '数据提供部门数',
  domains: '数据领域数',
  products: '数据产品数',
  operators: '授权运营单位数',
  news: '运营动态篇数',
  policies: '政策篇数',
};

/** Hosts a wall may link to outside the portal: government sites (`*.gov.cn`). */
export const WALL_LINK_HOST_SUFFIXES = ['gov.cn'] as const;

/** Whether an address is one the wall may link to: a same-origin path, or http(s) on an allow-listed host. */
export function isAllowedWallLink(href: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(href)) return true;
  if (!/^https?:\/\/\S+$/i.test(href)) return false;
  try {
    const url = new URL(href);
    if (url.username || url.password) return false;
    const host = url.hostname.toLowerCase();
    return WALL_LINK_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  } catch {
    return false;
  }
}

const LINK_MESSAGE = `链接应为本站路径（以 / 开头）或 ${WALL_LINK_HOST_SUFFIXES.map((suffix) => `*.${suffix}`).join('、')} 网站的 http(s) 地址`;
const wallLink = z.string().check(z.trim(), z.maxLength(2048, { message: '链接不能超过2048个字符' }), z.refine(isAllowedWallLink, { message: LINK_MESSAGE }));

const text = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, { message: `请填写${label}` }), z.maxLength(max, { message: `${label}不能超过${max}个字符` }));
const blockId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: '区块编号格式不正确' }));
const itemId = z.string().check(z.regex(/^[a-z][a-z0-9_]{1,40}$/, { message: '编号格式不正确' }));
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** A block of the wall as the editor saves it (and as it is stored). */
export const wallDraftBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('banner'),
    id: blockId,
    slides: z
      .array(
        z.strictObject({
          title: text('标题', 60),
          subtitle: z.optional(z.string().check(z.trim(), z.maxLength(120, { message: '副标题不能超过120个字符' }))),
          /** An image uploaded with purpose `wall-image`. */
          imageFileId: z.optional(fileIdSchema),
          href: z.optional(wallLink),
        }),
      )
      .check(z.minLength(1, { message: '横幅至少需要1张幻灯片' }), z.maxLength(8, { message: '横幅最多8张幻灯片' })),
  }),
  z.strictObject({
    type: z.literal('stats'),
    id: blockId,
    title: text('区块标题', 60),
    items: z
      .array(
        z.strictObject({
          label: text('统计名称', 20),
          unit: z.string().check(z.trim(), z.maxLength(8, { message: '单位不能超过8个字符' })),
          metric: z.enum(WALL_METRICS),
        }),
      )
      .check(z.minLength(1, { message: '至少选择1项统计' }), z.maxLength(12, { message: '最多12项统计' })),
  }),
  z.strictObject({
    type: z.literal('featured'),
    id: blockId,
    title: text('区块标题', 60),
    source: z.enum(['resources', 'products']),
    ids: z
      .array(itemId)
      .check(z.minLength(1, { message: '至少选择1项' }), z.maxLength(24, { message: '最多选择24项' }), z.refine(distinct, { message: '不能重复选择同一项' })),
  }),
  z.strictObject({
    type: z.literal('latest'),
    id: blockId,
    title: text('区块标题', 60),
    source: z.enum(['news', 'policies']),
    limit: z.number().check(z.int(), z.gte(1, { message: '条数不能小于1' }), z.lte(20, { message: '条数不能大于20' })),
  }),
  z.strictObject({
    type: z.literal('links'),
    id: blockId,
    title: text('区块标题', 60),
    items: z
      .array(z.strictObject({ label: text('入口名称', 20), href: wallLink }))
      .check(z.minLength(1, { message: '至少添加1个入口' }), z.maxLength(16, { message: '最多16个入口' })),
  }),
  z.strictObject({
    type: z.literal('richText'),
    id: blockId,
    title: z.optional(text('区块标题', 60)),
    html: z.string().check(z.maxLength(50_000, { message: '正文不能超过50000个字符' })),
  }),
]);
export type WallDraftBlock = z.output<typeof wallDraftBlockSchema>;
export type WallBlockType = WallDraftBlock['type'];

export const wallDraftBlocksSchema = z.array(wallDraftBlockSchema).check(
  z.maxLength(40, { message: '内容墙最多40个区块' }),
  z.refine((blocks: WallDraftBlock[]) => distinct(blocks.map((block) => block.id)), { message: '区块编号不能重复' }),
);

/** A site's id (`portal`, `nj`, …); the server checks it is one of the sites. */
export const wallSiteParam = z.string().check(z.regex(/^[a-z][a-z0-9]{1,15}$/, { message: '站点编号格式不正确' }));

/** One published version in the wall's history, newest first. */
export const wallVersionSummarySchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
  /** A rollback: the version whose blocks this one restored. */
  restoredFrom: z.nullable(z.number().check(z.int(), z.positive())),
  /** The version the public sees now. */
  current: z.boolean(),
});
export type WallVersionSummary = z.output<typeof wallVersionSummarySchema>;

export const wallVersionSchema = z.extend(wallVersionSummarySchema, { blocks: z.array(wallDraftBlockSchema) });
export type WallVersion = z.output<typeof wallVersionSchema>;

/** The editor's view of a site's wall. */
export const wallEditorSchema = z.object({
  site: z.string(),
  siteName: z.string(),
  /** The editor's row version (0 before the site's first change): every change names it. */
  version: z.number().check(z.int(), z.nonnegative()),
  /** The site has published nothing of its own: its home shows the province's wall. */
  inherited: z.boolean(),
  draft: z.nullable(z.object({ blocks: z.array(wallDraftBlockSchema), savedAt: z.iso.datetime(), savedBy: z.string() })),
  published: z.nullable(wallVersionSchema),
  /** Newest first, at most 50. */
  history: z.array(wallVersionSummarySchema),
  /** Titles of the featured ids in the draft and the published version (ids no longer listed are absent). */
  titles: z.record(z.string(), z.string()),
});
export type WallEditor = z.output<typeof wallEditorSchema>;

export const wallEditorQuerySchema = z.strictObject({ site: wallSiteParam });
export const wallVersionQuerySchema = z.strictObject({
  site: wallSiteParam,
  version: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, { message: '版本号必须是正整数' })), z.transform(Number)),
});
/** The row version a change was made from: 0 before the site's first change. */
const editorVersion = z.number().check(z.int(), z.nonnegative(), z.lte(2_147_483_647));
export const wallSaveBodySchema = z.strictObject({ site: wallSiteParam, version: editorVersion, blocks: wallDraftBlocksSchema });
export type WallSaveBody = z.input<typeof wallSaveBodySchema>;
export const wallPreviewBodySchema = z.strictObject({ site: wallSiteParam, blocks: wallDraftBlocksSchema });
export const wallChangeBodySchema = z.strictObject({ site: wallSiteParam, version: editorVersion });
export type WallChangeBody = z.input<typeof wallChangeBodySchema>;
export const wallRollbackBodySchema = z.strictObject({ site: wallSiteParam, version: editorVersion, to: rowVersion });
export type WallRollbackBody = z.input<typeof wallRollbackBodySchema>;

export const contentEditorRoutes = {
  detail: defineRoute({
    method: 'GET',
    path: '/primary/content/wall/detail',
    summary: "A site's content wall for its editor: draft, published version, history.",
    access: 'admin',
    query: wallEditorQuerySchema,
    data: wallEditorSchema,
  }),
  version: defineRoute({
    method: 'GET',
    path: '/primary/content/wall/version',
    summary: 'One published version of a wall, with its blocks.',
    access: 'admin',
    query: wallVersionQuerySchema,
    data: wallVersionSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/primary/content/wall/save',
    summary: "Saves a site's draft (the public wall is unchanged).",
    access: 'admin',
    body: wallSaveBodySchema,
    data: wallEditorSchema,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/primary/content/wall/preview',
    summary: 'Blocks as the home page would show them, resolved like the public wall; nothing is saved.',
    access: 'admin',
    body: wallPreviewBodySchema,
    data: contentWallSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/primary/content/wall/publish',
    summary: "Publishes a site's saved draft as its next version.",
    access: 'admin',
    body: wallChangeBodySchema,
    data: wallEditorSchema,
  }),
  discard: defineRoute({
    method: 'POST',
    path: '/primary/content/wall/discard',
    summary: "Drops a site's draft.",
    access: 'admin',
    body: wallChangeBodySchema,
    data: wallEditorSchema,
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/primary/content/wall/rollback',
    summary: 'Publishes the blocks of an earlier version again, as the next version.',
    access: 'admin',
    body: wallRollbackBodySchema,
    data: wallEditorSchema,
  }),
} as const;
