import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { announcementRoutes, workspaceRoutes } from '@portal/api-contract';
import {
  ACTORS,
  OK,
  HIDDEN,
  CONFLICT,
  only,
  outcomeOf,
  signInActors,
  submittedApplication,
  uncoveredRoutes,
  type Actor,
  type Outcome,
  type SignedInActor,
} from '../testing/actors';
import { createOnboardingService } from '@portal/server-onboarding';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`workspace authorization on ${target.name} (issue 6: announcements, homes, user detail × every kind of caller)`, () => {
    let server: PortalServer;
    let appId = '';
    let noticeId = '';
    let users: Partial<Record<SignedInActor, string>> = {};
    let tokens: Partial<Record<Actor, string>> = {};

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens, users } = await signInActors(server));
      appId = await submittedApplication(server, { name: '吴晓梅', phone: '13951709999' });
      const notice = await server.api('POST', '/primary/announcement/save', { title: '授权表用草稿公告', bodyHtml: '<p>草稿正文</p>' }, tokens.admin);
      noticeId = (notice.json() as { data: { id: string } }).data.id;
    });
    afterAll(async () => {
      await server.close();
    });

    const call = (actor: Actor, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Outcome> => outcomeOf(server, actor, tokens, method, path, body);

    // A stale version (99) lets an authorised caller through every check of who may act, then stops
    // at the version check (409) — so the table proves authorisation without changing anything.
    const rows: [string, () => [method: 'GET' | 'POST', path: string, body?: unknown], Record<Actor, Outcome>][] = [
      ['GET /primary/announcement/list', () => ['GET', '/primary/announcement/list?t=1'], only({ admin: OK })],
      ['GET /primary/announcement/detail', () => ['GET', `/primary/announcement/detail?t=1&id=${noticeId}`], only({ admin: OK })],
      [
        'POST /primary/announcement/save (edit)',
        () => ['POST', '/primary/announcement/save', { id: noticeId, version: 99, title: '改标题', bodyHtml: '<p>改</p>' }],
        only({ admin: CONFLICT }),
      ],
      ['POST /primary/announcement/publish', () => ['POST', '/primary/announcement/publish', { id: noticeId, version: 99 }], only({ admin: CONFLICT })],
      ['POST /primary/announcement/offline', () => ['POST', '/primary/announcement/offline', { id: noticeId, version: 99 }], only({ admin: CONFLICT })],
      [
        'POST /primary/user/detail (corporation A)',
        () => ['POST', '/primary/user/detail', { userId: users.corpA }],
        only({ reviewer: OK, otherReviewer: HIDDEN, admin: OK }),
      ],
      [
        'POST /primary/user/detail (corporation B)',
        () => ['POST', '/primary/user/detail', { userId: users.corpB }],
        only({ reviewer: HIDDEN, otherReviewer: HIDDEN, admin: OK }),
      ],
      [
        'POST /primary/user/detail (a staff account)',
        () => ['POST', '/primary/user/detail', { userId: users.reviewer }],
        only({ reviewer: HIDDEN, otherReviewer: HIDDEN, admin: HIDDEN }),
      ],
      ['POST /second/user/detail', () => ['POST', '/second/user/detail'], only({ corpA: OK, corpB: OK })],
      ['GET /primary/home', () => ['GET', '/primary/home?t=1'], only({ reviewer: OK, otherReviewer: OK, admin: OK })],
      ['GET /second/home', () => ['GET', '/second/home?t=1'], only({ corpA: OK, corpB: OK })],
    ];

    it('has a row for every announcement, home and user-detail call (no gaps)', () => {
      expect(
        uncoveredRoutes(
          [announcementRoutes, workspaceRoutes],
          rows.map(([label]) => label),
        ),
      ).toEqual([]);
    });

    it.each(rows.flatMap(([label, request, expected]) => ACTORS.map((actor) => [label, actor, request, expected[actor]] as const)))(
      '%s as %s',
      async (_label, actor, request, expected) => {
        const [method, path, body] = request();
        expect(await call(actor, method, path, body)).toEqual(expected);
      },
    );

    it('nothing the table did changed the announcement', async () => {
      const row = await server.database.db.selectFrom('news').select(['status', 'version', 'title']).where('id', '=', noticeId).executeTakeFirstOrThrow();
      expect({ ...row, version: Number(row.version) }).toEqual({ status: 'draft', version: 1, title: '授权表用草稿公告' });
    });

    it("user detail: the profile, the latest application's contact, the accounts with masked phones", async () => {
      const own = (await server.api('POST', '/second/user/detail', {}, tokens.corpA)).json().data;
      expect(own).toEqual({
        userId: users.corpA,
        corporation: {
          id: 'org_jsdata',
          name: '江苏省数据集团有限公司',
          creditCode: expect.stringMatching(/^[0-9A-Z]{18}$/),
          legalPerson: '周振华',
          address: expect.stringContaining('南京市'),
          createdAt: expect.any(String),
        },
        contact: {
          name: '吴晓梅',
          phone: '13951709999',
          application: { id: appId, domain: { id: 'dom_traffic', name: expect.any(String) }, status: 'first_review', updatedAt: expect.any(String) },
        },
        accounts: [{ id: users.corpA, account: 'corp.jsdata', name: '周振华', maskedPhone: '139****0101', enabled: true, type: 'second' }],
        // Issue 17: the state, the applications, the call responses; sign-ins are for admins only.
        state: { enabled: true, disabledReason: '', version: 1 },
        applications: [{ id: appId, domain: { id: 'dom_traffic', name: expect.any(String) }, status: 'first_review', updatedAt: expect.any(String) }],
        signIns: [],
        callResponses: expect.any(Array),
        can: { manage: false },
      });
      const asReviewer = (await server.api('POST', '/primary/user/detail', { userId: users.corpA }, tokens.reviewer)).json().data;
      expect(asReviewer).toEqual(own);
      const other = (await server.api('POST', '/primary/user/detail', { userId: users.corpB }, tokens.admin)).json().data;
      expect(other).toMatchObject({ corporation: { id: 'org_njtraffic' }, contact: null });
      const disabled = (await server.api('POST', '/primary/user/detail', { userId: users.disabled }, tokens.admin)).json().data;
      expect(disabled.accounts).toEqual([expect.objectContaining({ account: 'corp.tzpharma', enabled: false, maskedPhone: '139****0110' })]);
    });

    it.each([
      ['/primary/user/detail', 'a SQL-ish id', { userId: "usr_x' OR '1'='1" }, 'admin'],
      ['/primary/user/detail', 'an unknown field', { userId: 'usr_admin', orgId: 'org_jsdata' }, 'admin'],
      ['/primary/user/detail', 'no user id', {}, 'admin'],
      ['/second/user/detail', 'another user id', { userId: 'usr_corp_njtraffic' }, 'corpA'],
    ] as const)('%s refuses %s with a 400 envelope', async (path, _case, body, actor) => {
      const response = await server.api('POST', path, body, tokens[actor]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, data: null, msg: expect.stringMatching(/\S/) });
    });

    it("homes: to-do counts per role, then the decision shows up in the reviewer's recent decisions and the admin's queue", async () => {
      const { db } = server.database;
      const reviewerHome = async () => (await server.api('GET', '/primary/home?t=1', undefined, tokens.reviewer)).json().data;
      const adminHome = async () => (await server.api('GET', '/primary/home?t=1', undefined, tokens.admin)).json().data;
      const before = await reviewerHome();
      expect(before).toMatchObject({
        userType: 'user',
        domains: [{ id: 'dom_traffic', name: expect.any(String) }],
        todo: { firstReview: 1, finalReview: null, announcementDrafts: null, entry: null },
        recentDecisions: [],
      });
      const otherHome = (await server.api('GET', '/primary/home?t=1', undefined, tokens.otherReviewer)).json().data;
      expect(otherHome.todo.firstReview).toBe(0);

      const drafts = await db.selectFrom('news').select('id').where('category', '=', 'announcement').where('status', '=', 'draft').execute();
      const domains = await db.selectFrom('data_domains').select('id').execute();
      const open = await db.selectFrom('domain_entry_configs').select('domain_id').where('status', '=', 'open').execute();
      expect(await adminHome()).toMatchObject({
        userType: 'admin',
        domains: [],
        todo: { firstReview: null, finalReview: 0, announcementDrafts: drafts.length, entry: { open: open.length, closed: domains.length - open.length } },
        recentDecisions: [],
      });

      server.clock.now += 60_000;
      const decided = await server.api(
        'POST',
        '/primary/domain/review/decide',
        { id: appId, version: 2, stage: 'first', decision: 'pass', opinion: '材料齐全' },
        tokens.reviewer,
      );
      expect(decided.statusCode).toBe(200);
      const after = await reviewerHome();
      expect(after.todo.firstReview).toBe(0);
      expect(after.recentDecisions).toEqual([
        {
          application: {
            id: appId,
            domain: { id: 'dom_traffic', name: expect.any(String) },
            corporation: { id: 'org_jsdata', name: '江苏省数据集团有限公司' },
          },
          action: 'pass',
          stage: 'first',
          toStatus: 'final_review',
          opinion: '材料齐全',
          at: new Date(server.clock.now).toISOString(),
        },
      ]);
      expect((await adminHome()).todo.finalReview).toBe(1);
    });

    it("worker home: the corporation's applications by status, open domains, the latest 5 announcements", async () => {
      const { db } = server.database;
      const home = (await server.api('GET', '/second/home?t=1', undefined, tokens.corpA)).json().data;
      const open = await db.selectFrom('domain_entry_configs').select('domain_id').where('status', '=', 'open').execute();
      const latest = await db
        .selectFrom('news')
        .select(['id', 'title'])
        .where('category', '=', 'announcement')
        .where('status', '=', 'published')
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .limit(5)
        .execute();
      expect(home.corporation).toEqual({ id: 'org_jsdata', name: '江苏省数据集团有限公司' });
      expect(home.applications.total).toBe(1);
      expect(home.applications.byStatus).toMatchObject({ draft: 0, first_review: 0, final_review: 1, approved: 0 });
      expect(home.applications.latest).toEqual([
        { id: appId, domain: { id: 'dom_traffic', name: expect.any(String) }, status: 'final_review', updatedAt: expect.any(String) },
      ]);
      expect(home.openDomains).toEqual({ total: open.length, toApply: open.length - (open.some((row) => row.domain_id === 'dom_traffic') ? 1 : 0) });
      expect(home.announcements.map((item: { id: string }) => item.id)).toEqual(latest.map((row) => row.id));
      const other = (await server.api('GET', '/second/home?t=1', undefined, tokens.corpB)).json().data;
      expect(other.applications).toMatchObject({ total: 0, latest: [] });
      expect(other.openDomains).toEqual({ total: open.length, toApply: open.length });
    });
  });

  describe(`issue 12 §10 on ${target.name}: user detail shows staff only an application they may see`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};
    let users: Partial<Record<SignedInActor, string>> = {};
    let submittedId = '';
    let draftId = '';

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens, users } = await signInActors(server));
      // Submitted in 交通运输 (reviewer.traffic's domain), then a newer draft in 医疗健康 (reviewer.health's).
      submittedId = await submittedApplication(server, { name: '吴晓梅', phone: '13951709999' });
      server.clock.now += 60_000;
      const { db } = server.database;
      const corpA = await db.selectFrom('users').selectAll().where('account', '=', 'corp.jsdata').executeTakeFirstOrThrow();
      const draft = await createOnboardingService({ db, now: () => server.clock.now }).saveDraft(corpA, {
        domainId: 'dom_health',
        contactName: '草稿联系人',
        contactPhone: '13951708888',
        scenario: '医疗健康领域的草稿，尚未提交。',
        dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
      });
      draftId = draft.application.id;
    });
    afterAll(async () => {
      await server.close();
    });

    const detailAs = async (actor: Actor) => (await server.api('POST', '/primary/user/detail', { userId: users.corpA }, tokens[actor])).json();

    it.each(['reviewer', 'admin'] as const)('%s sees the submitted application and its contact, never the newer draft', async (actor) => {
      const detail = await detailAs(actor);
      expect(detail).toMatchObject({
        code: 0,
        data: { contact: { name: '吴晓梅', phone: '13951709999', application: { id: submittedId, domain: { id: 'dom_traffic' } } } },
      });
      expect(JSON.stringify(detail)).not.toContain(draftId);
      expect(JSON.stringify(detail)).not.toContain('草稿联系人');
    });

    it("the reviewer of the draft's domain still cannot open the corporation (nothing submitted there)", async () => {
      expect(await detailAs('otherReviewer')).toMatchObject({ code: 4011, data: null });
    });

    it('the corporation itself sees its newest application, the draft', async () => {
      const own = (await server.api('POST', '/second/user/detail', {}, tokens.corpA)).json();
      expect(own).toMatchObject({ code: 0, data: { contact: { name: '草稿联系人', application: { id: draftId, status: 'draft' } } } });
    });
  });
}
