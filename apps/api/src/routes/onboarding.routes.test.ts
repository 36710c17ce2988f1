import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { onboardingRoutes } from '@portal/api-contract';
import {
  ACTORS,
  CONFLICT,
  HIDDEN,
  OK,
  only,
  outcomeOf,
  signInActors,
  submittedApplication,
  uncoveredRoutes,
  withdrawnDraft,
  type Actor,
  type Outcome,
  type SignedInActor,
} from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`onboarding authorization on ${target.name} (issue 6: every workspace endpoint × every kind of caller)`, () => {
    let server: PortalServer;
    let appId = '';
    let withdrawnDraftId = '';
    let tokens: Partial<Record<Actor, string>> = {};
    let users: Partial<Record<SignedInActor, string>> = {};

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens, users } = await signInActors(server));
      appId = await submittedApplication(server);
      withdrawnDraftId = await withdrawnDraft(server);
    });
    afterAll(async () => {
      await server.close();
    });

    const call = (actor: Actor, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Outcome> => outcomeOf(server, actor, tokens, method, path, body);

    // A stale version (99) lets an authorised caller through the checks of who may act, then stops at
    // the version check (409) — so the table proves authorisation without changing the application.
    const rows: [string, () => [method: 'GET' | 'POST', path: string, body?: unknown], Record<Actor, Outcome>][] = [
      ['GET /second/domain/options', () => ['GET', '/second/domain/options?t=1'], only({ corpA: OK, corpB: OK })],
      [
        'POST /second/domain/application/save (edit)',
        () => [
          'POST',
          '/second/domain/application/save',
          {
            id: appId,
            version: 99,
            domainId: 'dom_traffic',
            contactName: '周振华',
            contactPhone: '13951700101',
            scenario: '一二三四五六七八九十',
            dataUse: '一二三四五六七八九十',
          },
        ],
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      [
        'POST /second/domain/application/submit',
        () => ['POST', '/second/domain/application/submit', { id: appId, version: 99 }],
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      [
        'POST /second/domain/application/withdraw',
        () => ['POST', '/second/domain/application/withdraw', { id: appId, version: 99 }],
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      ['GET /second/domain/application/list', () => ['GET', '/second/domain/application/list?t=1'], only({ corpA: OK, corpB: OK })],
      ['GET /second/domain/application/detail', () => ['GET', `/second/domain/application/detail?t=1&id=${appId}`], only({ corpA: OK, corpB: HIDDEN })],
      ['GET /primary/domain/review/list (first)', () => ['GET', '/primary/domain/review/list?t=1&stage=first'], only({ reviewer: OK, otherReviewer: OK })],
      ['GET /primary/domain/review/list (final)', () => ['GET', '/primary/domain/review/list?t=1&stage=final'], only({ admin: OK })],
      [
        'GET /primary/domain/application/detail',
        () => ['GET', `/primary/domain/application/detail?t=1&id=${appId}`],
        only({ reviewer: OK, otherReviewer: HIDDEN, admin: OK }),
      ],
      // Issue 12 §10: staff see what was submitted; a draft withdrawn before that stays the corporation's own.
      [
        'GET /primary/domain/application/detail (a draft withdrawn before submission)',
        () => ['GET', `/primary/domain/application/detail?t=1&id=${withdrawnDraftId}`],
        only({ reviewer: HIDDEN, otherReviewer: HIDDEN, admin: HIDDEN }),
      ],
      [
        'GET /second/domain/application/detail (a draft withdrawn before submission)',
        () => ['GET', `/second/domain/application/detail?t=1&id=${withdrawnDraftId}`],
        only({ corpA: HIDDEN, corpB: OK }),
      ],
      [
        'POST /primary/domain/review/decide (first)',
        () => ['POST', '/primary/domain/review/decide', { id: appId, version: 99, stage: 'first', decision: 'pass' }],
        only({ reviewer: CONFLICT }),
      ],
      [
        'POST /primary/domain/review/decide (final)',
        () => ['POST', '/primary/domain/review/decide', { id: appId, version: 99, stage: 'final', decision: 'pass' }],
        only({ admin: CONFLICT }),
      ],
      ['GET /primary/entry-config/list', () => ['GET', '/primary/entry-config/list?t=1'], only({ admin: OK })],
      ['POST /primary/entry-config/status', () => ['POST', '/primary/entry-config/status', { domainId: 'dom_traffic', status: 'open' }], only({ admin: OK })],
      [
        'POST /primary/entry-config/update',
        () => ['POST', '/primary/entry-config/update', { domainId: 'dom_traffic', description: '交通运输领域开放入驻申请。' }],
        only({ admin: OK }),
      ],
      ['POST /primary/entry-config/delete', () => ['POST', '/primary/entry-config/delete', { domainId: 'dom_unknown' }], only({ admin: HIDDEN })],
      ['GET /second/entry/file-list', () => ['GET', '/second/entry/file-list?t=1&domainId=dom_traffic'], only({ corpA: OK, corpB: OK })],
    ];

    it('has a row for every onboarding call under /primary and /second (no gaps)', () => {
      expect(
        uncoveredRoutes(
          [onboardingRoutes],
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

    it('issue 12 §10: no review list shows a draft withdrawn before submission, whatever status is asked for', async () => {
      for (const [actor, stage] of [
        ['admin', 'final'],
        ['reviewer', 'first'],
      ] as const) {
        const listed = (await server.api('GET', `/primary/domain/review/list?t=1&stage=${stage}&status=withdrawn`, undefined, tokens[actor])).json();
        expect(listed).toMatchObject({ code: 0 });
        expect(listed.data.items.map((item: { id: string }) => item.id)).not.toContain(withdrawnDraftId);
      }
    });

    it('nothing the table did changed the application', async () => {
      const row = await server.database.db.selectFrom('domain_applications').select(['status', 'version']).where('id', '=', appId).executeTakeFirstOrThrow();
      expect({ status: row.status, version: Number(row.version) }).toEqual({ status: 'first_review', version: 2 });
      expect(await server.database.db.selectFrom('application_transitions').select('id').where('application_id', '=', appId).execute()).toHaveLength(2);
    });

    it('shows each caller only their own: lists and the timeline with what they may do', async () => {
      const mineA = (await server.api('GET', '/second/domain/application/list?t=1', undefined, tokens.corpA)).json().data;
      const mineB = (await server.api('GET', '/second/domain/application/list?t=1', undefined, tokens.corpB)).json().data;
      expect(mineA.items.map((item: { id: string }) => item.id)).toEqual([appId]);
      expect(mineB.items.map((item: { id: string }) => item.id)).toEqual([withdrawnDraftId]);
      const queue = (await server.api('GET', '/primary/domain/review/list?t=1&stage=first', undefined, tokens.reviewer)).json().data;
      const otherQueue = (await server.api('GET', '/primary/domain/review/list?t=1&stage=first', undefined, tokens.otherReviewer)).json().data;
      expect(queue.items.map((item: { id: string }) => item.id)).toEqual([appId]);
      expect(otherQueue.total).toBe(0);
      const detail = (await server.api('GET', `/primary/domain/application/detail?t=1&id=${appId}`, undefined, tokens.reviewer)).json().data;
      expect(detail.timeline.map((step: { action: string; toStatus: string }) => `${step.action}→${step.toStatus}`)).toEqual([
        'create→draft',
        'submit→first_review',
      ]);
      expect(detail.can).toEqual({ edit: false, submit: false, withdraw: false, review: 'first' });
      // The applying account, which the reviewer may open in user/detail.
      expect(detail.applicantUserId).toBe(users.corpA);
      const userDetail = (await server.api('POST', '/primary/user/detail', { userId: detail.applicantUserId }, tokens.reviewer)).json();
      expect(userDetail).toMatchObject({ code: 0, data: { corporation: { name: '江苏省数据集团有限公司' } } });
      const own = (await server.api('GET', `/second/domain/application/detail?t=1&id=${appId}`, undefined, tokens.corpA)).json().data;
      expect(own.can).toEqual({ edit: false, submit: false, withdraw: true, review: null });
      expect(own.company).toMatchObject({ name: '江苏省数据集团有限公司', creditCode: expect.stringMatching(/^[0-9A-Z]{18}$/) });
    });

    it.each([
      ['a reject without an opinion', { id: 'app_x', version: 1, stage: 'first', decision: 'reject' }],
      ['an unknown decision', { id: 'app_x', version: 1, stage: 'first', decision: 'approve' }],
      ['an unknown stage', { id: 'app_x', version: 1, stage: 'third', decision: 'pass' }],
      ['a SQL-ish id', { id: "x' OR 1=1 --", version: 1, stage: 'first', decision: 'pass' }],
      ['an unknown field', { id: 'app_x', version: 1, stage: 'first', decision: 'pass', reviewer: 'me' }],
    ])('refuses %s with a clear envelope error', async (_case, body) => {
      const response = await server.api('POST', '/primary/domain/review/decide', body, tokens.reviewer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, data: null, msg: expect.stringMatching(/\S/) });
    });
  });
}
