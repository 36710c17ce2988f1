import {
  CONTENT_EDIT_RIGHT,
  type ContentWall,
  type WallChangeBody,
  type WallEditor,
  type WallRollbackBody,
  type WallSaveBody,
  type WallVersion,
} from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, bumpContentGeneration, iso, type DomainContext } from '@portal/server-core';
import { featuredProducts, featuredResources } from '@portal/server-catalogue';
import type { StoredWallBlock, User } from '@portal/server-db';
import { hasRight, type Actor } from '@portal/server-identity';
import { PROVINCE, findSiteIdentity } from '@portal/site-config';
import { claimWall, insertWallVersion, nextWallVersion, publishedWall, wallHistory, wallRow, wallVersion, type StoredVersion } from './content-wall.repository';
import { resolveWallBlocks } from './content-wall.service';

/**
 * The content wall editor (issue 18, decision 0030): staff with the `content:edit` right keep a
 * draft per site, preview it resolved like the public wall, publish it as the site's next version,
 * and publish an earlier version again (a rollback). Every change claims the site's row version,
 * is audited in its transaction and bumps the content generation, so the public wall and every
 * cached page built on it change at once.
 */
export const mayEditWall = (actor: Actor) => actor.user_type === 'admin' && hasRight(actor, CONTENT_EDIT_RIGHT);

function requireEditor(actor: Actor): void {
  if (!mayEditWall(actor)) throw ERR.forbidden('您没有维护内容墙的权限');
}

function siteNamed(site: string) {
  const identity = findSiteIdentity(site);
  if (!identity) throw ERR.badRequest('参数错误：站点不存在');
  return identity;
}

const HISTORY = 50;
const STALE = '内容墙已被他人修改，请刷新后重试';

/** Titles of the featured ids the blocks name (ids no longer in the catalogue are absent). */
async function featuredTitles(ctx: DomainContext, ...walls: (readonly StoredWallBlock[] | undefined)[]): Promise<Record<string, string>> {
  const ids = { resources: new Set<string>(), products: new Set<string>() };
  for (const blocks of walls) for (const block of blocks ?? []) if (block.type === 'featured') for (const id of block.ids) ids[block.source].add(id);
  const found = [...(await featuredResources(ctx.db, [...ids.resources])), ...(await featuredProducts(ctx.db, [...ids.products]))];
  return Object.fromEntries(found.map((item) => [item.id, item.title]));
}

const versionView = (version: StoredVersion, current: number | null): WallVersion => ({
  version: version.version,
  publishedAt: iso(version.publishedAt),
  publishedBy: version.publishedBy,
  restoredFrom: version.restoredFrom,
  current: version.version === current,
  blocks: version.blocks,
});

/** A site's wall as its editor shows it. */
export async function wallEditor(actor: Actor, ctx: DomainContext, site: string): Promise<WallEditor> {
  requireEditor(actor);
  const identity = siteNamed(site);
  const row = await wallRow(ctx.db, site);
  const published = await publishedWall(ctx.db, site);
  const draft = row?.draft ? (JSON.parse(row.draft) as StoredWallBlock[]) : undefined;
  const current = row?.published_version ?? null;
  const history = await wallHistory(ctx.db, site, HISTORY);
  return {
    site,
    siteName: identity.nameZh,
    version: row ? Number(row.version) : 0,
    inherited: !published && site !== PROVINCE.code,
    draft: draft && row ? { blocks: draft, savedAt: iso(Number(row.draft_saved_at)), savedBy: row.draft_saved_by ?? '' } : null,
    published: published ? versionView(published, current) : null,
    history: history.map((entry) => ({ ...entry, publishedAt: iso(entry.publishedAt), current: entry.version === current })),
    titles: await featuredTitles(ctx, draft, published?.blocks),
  };
}

/** One published version with its blocks. */
export async function wallVersionDetail(actor: Actor, ctx: DomainContext, site: string, version: number): Promise<WallVersion> {
  requireEditor(actor);
  siteNamed(site);
  const found = await wallVersion(ctx.db, site, version);
  if (!found) throw ERR.notFound('该版本不存在');
  return versionView(found, (await wallRow(ctx.db, site))?.published_version ?? null);
}

/** Blocks resolved as the public wall would show them; nothing is saved. */
export async function previewWall(actor: Actor, ctx: DomainContext, body: { site: string; blocks: StoredWallBlock[] }): Promise<ContentWall> {
  requireEditor(actor);
  siteNamed(body.site);
  return { updatedAt: iso(ctx.now()), blocks: await resolveWallBlocks(ctx.db, body.blocks) };
}

/** Runs one change of a site's wall in a transaction: claims the row, audits, bumps the content generation when the public wall changes. */
async function change(
  actor: User,
  ctx: DomainContext,
  site: string,
  expected: number,
  apply: (trx: DomainContext['db'], at: number) => Promise<{ action: string; summary: Record<string, unknown>; publicChange: boolean }>,
): Promise<WallEditor> {
  requireEditor(actor);
  siteNamed(site);
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const { action, summary, publicChange } = await apply(trx, at);
    if (publicChange) await bumpContentGeneration(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action,
      target: { type: 'content-wall', id: site },
      summary: { version: expected, ...summary },
      at,
    });
  });
  return wallEditor(actor, ctx, site);
}

/** Saves a site's draft; the public wall is unchanged. */
export function saveWallDraft(actor: User, ctx: DomainContext, body: WallSaveBody & { blocks: StoredWallBlock[] }): Promise<WallEditor> {
  return change(actor, ctx, body.site, body.version, async (trx, at) => {
    const claimed = await claimWall(trx, body.site, body.version, {
      draft: JSON.stringify(body.blocks),
      draft_saved_at: at,
      draft_saved_by: actor.name || actor.account,
    });
    if (!claimed) throw ERR.conflict(STALE);
    return { action: 'wall.save', summary: { blocks: body.blocks.map((block) => `${block.type}:${block.id}`) }, publicChange: false };
  });
}

/** Drops a site's draft. */
export function discardWallDraft(actor: User, ctx: DomainContext, body: WallChangeBody): Promise<WallEditor> {
  return change(actor, ctx, body.site, body.version, async (trx) => {
    const row = await wallRow(trx, body.site);
    if ((row ? Number(row.version) : 0) !== body.version) throw ERR.conflict(STALE);
    if (!row?.draft) throw ERR.badRequest('没有可放弃的草稿');
    if (!(await claimWall(trx, body.site, body.version, { draft: null, draft_saved_at: null, draft_saved_by: null }))) throw ERR.conflict(STALE);
    return { action: 'wall.discard', summary: {}, publicChange: false };
  });
}

/** Publishes the saved draft as the site's next version and clears the draft. */
export function publishWall(actor: User, ctx: DomainContext, body: WallChangeBody): Promise<WallEditor> {
  return change(actor, ctx, body.site, body.version, async (trx, at) => {
    const row = await wallRow(trx, body.site);
    if (!row || Number(row.version) !== body.version) throw ERR.conflict(STALE);
    if (!row.draft) throw ERR.badRequest('没有可发布的草稿，请先保存草稿');
    const version = await nextWallVersion(trx, body.site);
    const blocks = JSON.parse(row.draft) as StoredWallBlock[];
    await insertWallVersion(trx, body.site, { version, blocks, publishedAt: at, publishedBy: actor.name || actor.account, restoredFrom: null });
    if (!(await claimWall(trx, body.site, body.version, { draft: null, draft_saved_at: null, draft_saved_by: null, published_version: version }))) {
      throw ERR.conflict(STALE);
    }
    return { action: 'wall.publish', summary: { published: version, before: row.published_version }, publicChange: true };
  });
}

/** Publishes an earlier version's blocks again, as the next version; the draft is kept. */
export function rollbackWall(actor: User, ctx: DomainContext, body: WallRollbackBody): Promise<WallEditor> {
  return change(actor, ctx, body.site, body.version, async (trx, at) => {
    const row = await wallRow(trx, body.site);
    if (!row || Number(row.version) !== body.version) throw ERR.conflict(STALE);
    const target = await wallVersion(trx, body.site, body.to);
    if (!target) throw ERR.notFound('该版本不存在');
    if (row.published_version === body.to) throw ERR.badRequest('该版本正在使用中，无需回滚');
    const version = await nextWallVersion(trx, body.site);
    await insertWallVersion(trx, body.site, {
      version,
      blocks: target.blocks,
      publishedAt: at,
      publishedBy: actor.name || actor.account,
      restoredFrom: body.to,
    });
    if (!(await claimWall(trx, body.site, body.version, { published_version: version }))) throw ERR.conflict(STALE);
    return { action: 'wall.rollback', summary: { published: version, restoredFrom: body.to, before: row.published_version }, publicChange: true };
  });
}
