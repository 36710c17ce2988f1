import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type ContentWall, type WallDraftBlock, type WallEditor } from '@portal/api-contract';
import { verifyAuditChain } from '@portal/server-audit';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, BAD, CONFLICT, CONSOLE_REFUSALS, OK, callApi, consoleTokens, sessionFor, uncoveredRoutes, auditedActions } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

const BANNER: WallDraftBlock = { type: 'banner', id: 'banner', slides: [{ title: '新版首页横幅', subtitle: '内容墙编辑器发布', href: '/dataResource' }] };
const latest = (limit: number): WallDraftBlock => ({ type: 'latest', id: 'latest-news', title: '运营动态', source: 'news', limit });

for (const target of openTestDatabases()) {
  describe(`issue 18 content wall editor on ${target.name}: drafts, preview, publish, rollback, per site`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const call = <T = unknown>(method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined) => callApi<T>(server, method, path, body, token);
    /** The public wall as a site's visitor gets it (its host). */
    const publicWall = async (site = '') => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/alpha-portal/api/v1/web/content-config/wall/?t=1',
        headers: { host: site ? `${site}.${server.host}` : server.host },
      });
      return response.json().data as ContentWall;
    };
    const editor = async (token: string, site = 'portal') =>
      (await call<WallEditor>('GET', `/primary/content/wall/detail?site=${site}`, undefined, token)).data;

    it('issue 18 authorisation table: every editor call × anonymous, corporation, reviewer, admin without the right, disabled, content operator, admin', async () => {
      // admin.ops (终审员) has no content right; admin.content (内容运营) has it.
      const tokens = await consoleTokens(server);
      let version = 0;
      const rows: [label: string, method: 'GET' | 'POST', path: string, body: () => unknown][] = [
        ['GET /primary/content/wall/detail', 'GET', '/primary/content/wall/detail?site=sz', () => undefined],
        ['POST /primary/content/wall/save', 'POST', '/primary/content/wall/save', () => ({ site: 'sz', version, blocks: [BANNER] })],
        ['POST /primary/content/wall/preview', 'POST', '/primary/content/wall/preview', () => ({ site: 'sz', blocks: [BANNER] })],
        ['POST /primary/content/wall/publish', 'POST', '/primary/content/wall/publish', () => ({ site: 'sz', version })],
        ['GET /primary/content/wall/version', 'GET', '/primary/content/wall/version?site=sz&version=1', () => undefined],
        ['POST /primary/content/wall/rollback', 'POST', '/primary/content/wall/rollback', () => ({ site: 'sz', version, to: 1 })],
        ['POST /primary/content/wall/discard', 'POST', '/primary/content/wall/discard', () => ({ site: 'sz', version })],
      ];
      expect(
        uncoveredRoutes(
          [API.contentEditor],
          rows.map(([label]) => label),
        ),
      ).toEqual([]);
      for (const [label, method, path, body] of rows) {
        for (const [actor, outcome] of Object.entries(CONSOLE_REFUSALS)) {
          expect((await call(method, path, body(), tokens[actor as keyof typeof CONSOLE_REFUSALS])).outcome, `${label} as ${actor}`).toEqual(outcome);
        }
        const allowed = await call<WallEditor>(method, path, body(), tokens.contentOperator);
        if (label.endsWith('/rollback')) {
          // Version 1 is the one in use: nothing to roll back to yet, and it says so.
          expect(allowed).toMatchObject({ outcome: BAD, msg: '该版本正在使用中，无需回滚' });
          continue;
        }
        if (label.endsWith('/discard')) {
          expect(allowed).toMatchObject({ outcome: BAD, msg: '没有可放弃的草稿' });
          continue;
        }
        expect(allowed.outcome, `${label}: ${allowed.msg}`).toEqual(OK);
        if (typeof allowed.data === 'object' && allowed.data && 'version' in allowed.data && 'history' in allowed.data) version = allowed.data.version;
      }
      // Nothing refused changed anything: one save and one publish, by the content operator.
      const records = await auditedActions(server, 'wall.');
      expect(records).toEqual([
        { action: 'wall.save', actor_account: 'admin.content' },
        { action: 'wall.publish', actor_account: 'admin.content' },
      ]);
    });

    it('a draft changes nothing public; preview resolves it; publish shows it to anonymous visitors at once; rollback restores the previous one; all audited', async () => {
      const { token } = await sessionFor(server, 'admin.content');
      const before = await publicWall();
      const start = await editor(token);
      expect(start).toMatchObject({ site: 'portal', siteName: '江苏省公共数据授权运营平台', version: 1, inherited: false, draft: null });
      expect(start.published?.version).toBe(1);
      const featured = start.published!.blocks.find((block) => block.type === 'featured' && block.source === 'resources') as Extract<
        WallDraftBlock,
        { type: 'featured' }
      >;
      expect(Object.keys(start.titles)).toEqual(expect.arrayContaining(featured.ids));

      const picked = { ...featured, ids: [featured.ids[2]!, featured.ids[0]!] };
      const blocks = [BANNER, picked, latest(3)];
      const saved = await call<WallEditor>('POST', '/primary/content/wall/save', { site: 'portal', version: start.version, blocks }, token);
      expect(saved.outcome).toEqual(OK);
      expect(saved.data.draft?.blocks).toEqual(blocks);
      expect(await publicWall()).toEqual(before);

      const preview = (await call<ContentWall>('POST', '/primary/content/wall/preview', { site: 'portal', blocks }, token)).data;
      expect(preview.blocks.map((block) => block.type)).toEqual(['banner', 'featured', 'latest']);
      const previewFeatured = preview.blocks[1] as Extract<ContentWall['blocks'][number], { type: 'featured' }>;
      expect(previewFeatured.items.map((item) => [item.id, item.title])).toEqual(picked.ids.map((id) => [id, start.titles[id]]));
      expect((preview.blocks[2] as { items: unknown[] }).items).toHaveLength(3);

      server.clock.now += 60_000;
      const published = await call<WallEditor>('POST', '/primary/content/wall/publish', { site: 'portal', version: saved.data.version }, token);
      expect(published.outcome).toEqual(OK);
      expect(published.data).toMatchObject({ draft: null, published: { version: 2, current: true, restoredFrom: null } });
      const after = await publicWall();
      expect(after.blocks).toEqual(preview.blocks);
      expect(after.updatedAt).toBe(new Date(server.clock.now).toISOString());

      const rolledBack = await call<WallEditor>('POST', '/primary/content/wall/rollback', { site: 'portal', version: published.data.version, to: 1 }, token);
      expect(rolledBack.outcome).toEqual(OK);
      expect(rolledBack.data.published).toMatchObject({ version: 3, restoredFrom: 1, current: true });
      expect(rolledBack.data.history.map((entry) => [entry.version, entry.restoredFrom, entry.current])).toEqual([
        [3, 1, true],
        [2, null, false],
        [1, null, false],
      ]);
      expect((await publicWall()).blocks).toEqual(before.blocks);
      const version2 = await call<{ blocks: WallDraftBlock[] }>('GET', '/primary/content/wall/version?site=portal&version=2', undefined, token);
      expect(version2.data.blocks).toEqual(blocks);

      const records = await server.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_type', 'target_id', 'summary'])
        .where('action', 'like', 'wall.%')
        .orderBy('seq')
        .execute();
      expect(records.map((record) => [record.action, record.target_type, record.target_id])).toEqual([
        ['wall.save', 'content-wall', 'portal'],
        ['wall.publish', 'content-wall', 'portal'],
        ['wall.rollback', 'content-wall', 'portal'],
      ]);
      expect(JSON.parse(records[2]!.summary)).toEqual({ version: published.data.version, published: 3, restoredFrom: 1, before: 2 });
      expect(await verifyAuditChain(server.database.db)).toMatchObject({ ok: true });
    });

    it('per site: a city shows the province wall until it publishes its own; its own wall leaves the province and other cities unchanged', async () => {
      const { token } = await sessionFor(server, ACCOUNTS.admin);
      const province = await publicWall();
      expect(await publicWall('nj')).toEqual(province);
      const nj = await editor(token, 'nj');
      expect(nj).toMatchObject({ site: 'nj', version: 0, inherited: true, draft: null, published: null, history: [] });

      const saved = await call<WallEditor>('POST', '/primary/content/wall/save', { site: 'nj', version: 0, blocks: [BANNER] }, token);
      expect(saved.data.version).toBe(1);
      await call('POST', '/primary/content/wall/publish', { site: 'nj', version: 1 }, token);
      const njWall = await publicWall('nj');
      expect(njWall.blocks).toEqual([{ type: 'banner', id: 'banner', slides: BANNER.type === 'banner' ? BANNER.slides : [] }]);
      expect(await publicWall()).toEqual(province);
      expect(await publicWall('sz')).toEqual(province);
      expect((await editor(token, 'nj')).inherited).toBe(false);
    });

    it('refuses, changing nothing: a stale version, a second first save, publishing without a draft, links off the allow-list, unknown sites and metrics', async () => {
      const { token } = await sessionFor(server, ACCOUNTS.admin);
      const rows = async () => ({
        walls: await server.database.db.selectFrom('content_walls').selectAll().orderBy('site').execute(),
        versions: await server.database.db.selectFrom('content_wall_versions').select(['site', 'version']).orderBy('site').orderBy('version').execute(),
      });
      const before = await rows();
      const save = (body: unknown) => call('POST', '/primary/content/wall/save', body, token);
      expect(await save({ site: 'portal', version: 7, blocks: [BANNER] })).toMatchObject({ outcome: CONFLICT, msg: '内容墙已被他人修改，请刷新后重试' });
      expect((await save({ site: 'portal', version: 0, blocks: [BANNER] })).outcome).toEqual(CONFLICT);
      expect(await call('POST', '/primary/content/wall/publish', { site: 'portal', version: 1 }, token)).toMatchObject({
        outcome: BAD,
        msg: '没有可发布的草稿，请先保存草稿',
      });
      const link = (href: string) => ({
        site: 'portal',
        version: 1,
        blocks: [{ type: 'links', id: 'links', title: '入口', items: [{ label: '外链', href }] }],
      });
      for (const href of [
        'https://evil.example.com/',
        'javascript:alert(1)',
        '//evil.example.com',
        'https://gov.cn.evil.com/',
        'https://user:pw@www.gov.cn/',
      ]) {
        expect(await save(link(href)), href).toMatchObject({ outcome: BAD, msg: expect.stringContaining('链接应为本站路径') });
      }
      expect(await save({ site: 'xx', version: 0, blocks: [] })).toMatchObject({ outcome: BAD, msg: '参数错误：站点不存在' });
      expect(
        (await save({ site: 'portal', version: 1, blocks: [{ type: 'stats', id: 's', title: 't', items: [{ label: 'x', unit: '', metric: 'visitors' }] }] }))
          .outcome,
      ).toEqual(BAD);
      expect((await save({ site: 'portal', version: 1, blocks: [BANNER, BANNER] })).outcome).toEqual(BAD);
      expect(await rows()).toEqual(before);
      // Government hosts over http(s) are allowed.
      expect((await save(link('http://www.jiangsu.gov.cn/col/index.html'))).outcome).toEqual(OK);
    });
  });
}
