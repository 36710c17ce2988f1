import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { provinceDayOf } from '@portal/util';
import { createOnboardingService } from '@portal/server-onboarding';
import { ACCOUNTS, ANON, BAD, FORBIDDEN, OK, callApi, sessionFor, submittedApplication } from '../testing/actors';
import { MULTIPART_CONTENT_TYPE, SAMPLE_FILES, filePart, multipart } from '../testing/multipart';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

const HOUR = 3_600_000;

for (const target of openTestDatabases()) {
  describe(`issue 18 usage analytics on ${target.name}: counted on the server, nothing personal, exact`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    /** A request as a visitor of one site sends it (its host). */
    const visit = (site: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
      server.app.inject({
        method,
        url: `/alpha-portal/api/v1${path}`,
        headers: { host: `${site}.${server.host}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    const view = (site: string, route: string, id?: string) => visit(site, 'POST', '/web/analytics/view', id ? { route, id } : { route });
    const report = async (token: string, query: string) => callApi<AnalyticsReport>(server, 'GET', `/primary/analytics/report?${query}`, undefined, token);

    it('a scripted visit of known pages, details, searches and downloads shows up with exactly those counts, on its site only', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const [resource] = await server.database.db.selectFrom('data_resources').select(['id', 'name']).orderBy('id').limit(1).execute();
      const [news] = await server.database.db.selectFrom('news').select(['id', 'title']).orderBy('id').limit(1).execute();
      const template = await server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/primary/file/upload',
        headers: { host: server.host, 'user-token': admin.token, 'content-type': MULTIPART_CONTENT_TYPE },
        payload: multipart([{ field: 'purpose', value: 'template' }, filePart('入驻申请模板.pdf', SAMPLE_FILES.pdf)]),
      });
      const fileId = (template.json() as { data: { id: string } }).data.id;

      const visits = [
        view('xz', '/home'),
        view('xz', '/home'),
        view('xz', '/dataResource'),
        view('xz', '/dataResource/detail/:id', resource!.id),
        view('xz', '/dataResource/detail/:id', resource!.id),
        view('xz', '/dataResource/detail/:id', resource!.id),
        view('xz', '/dynamics/detail/:id', news!.id),
        // Another site's visit is its own.
        view('yz', '/home'),
      ];
      for (const response of await Promise.all(visits)) expect(response.statusCode).toBe(200);
      const missing = '无此数据的检索词zq';
      for (const q of ['交通', '交通', missing]) expect((await visit('xz', 'GET', `/web/search?t=1&q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      // Another page of the same search is not another search.
      expect((await visit('xz', 'GET', `/web/search?t=1&page=2&q=${encodeURIComponent('交通')}`)).statusCode).toBe(200);
      for (let index = 0; index < 2; index += 1) expect((await visit('xz', 'GET', `/web/file/${fileId}`)).statusCode).toBe(200);
      // Refused, counting nothing: a workspace page, an unknown route, a bad id.
      expect((await view('xz', '/workspace/home')).statusCode).toBe(400);
      expect((await view('xz', '/nothing-here')).statusCode).toBe(400);
      expect((await view('xz', '/dataResource/detail/:id', '../etc')).statusCode).toBe(400);

      const today = provinceDayOf(server.clock.now);
      const { outcome, data } = await report(admin.token, `from=${today}&to=${today}&site=xz`);
      expect(outcome).toEqual(OK);
      const searched = (await visit('xz', 'GET', `/web/search?t=1&q=${encodeURIComponent('交通')}`)).json().data as { total: number };
      expect(data.totals).toEqual({ pageViews: 7, detailViews: 4, downloads: 2, searches: 3, zeroResultSearches: 1 });
      expect(data.daily).toEqual([{ day: today, pageViews: 7, detailViews: 4, downloads: 2, searches: 3 }]);
      expect(data.pages).toEqual([
        { route: '/dataResource/detail/:id', label: '资源详情', views: 3 },
        { route: '/home', label: '首页', views: 2 },
        { route: '/dataResource', label: '数据资源', views: 1 },
        { route: '/dynamics/detail/:id', label: '公告详情', views: 1 },
      ]);
      expect(data.details).toEqual([
        { kind: 'resource', id: resource!.id, title: resource!.name, views: 3 },
        { kind: 'news', id: news!.id, title: news!.title, views: 1 },
      ]);
      expect(data.downloads).toEqual([{ fileId, name: '入驻申请模板.pdf', purpose: 'template', downloads: 2 }]);
      expect(data.searches).toEqual([
        { query: '交通', searches: 2, meanResults: searched.total },
        { query: missing, searches: 1, meanResults: 0 },
      ]);
      expect(data.zeroResults).toEqual([{ query: missing, searches: 1 }]);
      // All sites together include the other site's view; nothing personal is stored.
      expect((await report(admin.token, `from=${today}&to=${today}`)).data.totals.pageViews).toBe(8);
      const columns = Object.keys((await server.database.db.selectFrom('usage_counts').selectAll().limit(1).executeTakeFirstOrThrow()) as object).sort();
      expect(columns).toEqual(['count', 'day', 'key', 'kind', 'result_sum', 'site']);
    });

    it('the onboarding funnel counts each stage in the range and its median time', async () => {
      // A year on, so the range holds only this test's applications.
      server.clock.now += 400 * 24 * HOUR;
      const day = provinceDayOf(server.clock.now);
      const decide = async (account: string, id: string, stage: 'first' | 'final', decision: 'pass' | 'reject', after: number) => {
        server.clock.now += after * HOUR;
        // Hours pass between decisions: each reviewer signs in when they decide.
        const { token } = await sessionFor(server, account);
        const { version } = await server.database.db.selectFrom('domain_applications').select('version').where('id', '=', id).executeTakeFirstOrThrow();
        const body = { id, version: Number(version), stage, decision, ...(decision === 'reject' ? { opinion: '材料不全，请补充。' } : {}) };
        const result = await callApi(server, 'POST', '/primary/domain/review/decide', body, token);
        expect(result.outcome, result.msg).toEqual(OK);
      };
      const approved = await submittedApplication(server);
      await decide(ACCOUNTS.reviewer, approved, 'first', 'pass', 2);
      await decide(ACCOUNTS.admin, approved, 'final', 'pass', 4);
      // Corporation B applies in the same domain; its first review rejects it.
      const service = createOnboardingService({ db: server.database.db, now: () => server.clock.now });
      const corpB = await server.database.db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpB).executeTakeFirstOrThrow();
      const draft = await service.saveDraft(corpB, {
        domainId: 'dom_traffic',
        contactName: '陈立新',
        contactPhone: '13951700202',
        scenario: '交通客流分析，用于城市出行规划。',
        dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
      });
      await service.submit(corpB, draft.application.id, 1);
      const rejected = draft.application.id;
      await decide(ACCOUNTS.reviewer, rejected, 'first', 'reject', 6);
      const end = provinceDayOf(server.clock.now);

      const { data } = await report((await sessionFor(server, ACCOUNTS.admin)).token, `from=${day}&to=${end}`);
      expect(data.funnel.stages).toEqual([
        { stage: 'applied', count: 2 },
        { stage: 'firstReviewed', count: 2 },
        { stage: 'finalReview', count: 1 },
        { stage: 'approved', count: 1 },
        { stage: 'rejected', count: 1 },
      ]);
      expect(data.funnel.medians).toEqual([
        { stage: 'firstReview', label: '提交至初审完成', hours: 4, samples: 2 },
        { stage: 'finalReview', label: '初审通过至终审完成', hours: 4, samples: 1 },
        { stage: 'overall', label: '提交至审核通过', hours: 6, samples: 1 },
      ]);
    });

    it('only staff with the analytics right read the report; bad ranges and sites are refused', async () => {
      const tokens = {
        corporation: (await sessionFor(server, ACCOUNTS.corpA)).token,
        reviewer: (await sessionFor(server, ACCOUNTS.reviewer)).token,
        adminWithoutRight: (await sessionFor(server, 'admin.ops')).token,
        contentOperator: (await sessionFor(server, 'admin.content')).token,
      };
      expect((await report(undefined as unknown as string, '')).outcome).toEqual(ANON);
      expect((await report(tokens.corporation, '')).outcome).toEqual(FORBIDDEN);
      expect((await report(tokens.reviewer, '')).outcome).toEqual(FORBIDDEN);
      expect((await report(tokens.adminWithoutRight, '')).outcome).toEqual(FORBIDDEN);
      const fine = await report(tokens.contentOperator, '');
      expect(fine.outcome).toEqual(OK);
      expect(fine.data.daily).toHaveLength(30);
      expect(fine.data.to).toBe(provinceDayOf(server.clock.now));
      for (const [query, message] of [
        ['from=2026-11-10&to=2026-11-01', '开始日期不能晚于结束日期'],
        ['from=2024-01-01&to=2026-11-01', '不能超过366天'],
        ['from=2026-02-30&to=2026-03-01', '日期无效'],
        ['site=xx', '站点不存在'],
        ['from=yesterday', '日期格式应为 YYYY-MM-DD'],
      ]) {
        const refused = await report(tokens.contentOperator, query!);
        expect(refused.outcome, query).toEqual(BAD);
        expect(refused.msg, query).toContain(message);
      }
    });
  });
}
