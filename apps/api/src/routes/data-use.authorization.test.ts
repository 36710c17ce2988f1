import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITMENT_IDS, dataUseRoutes, type DataUseDetail } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACTORS, CONFLICT, HIDDEN, OK, callApi, only, outcomeOf, signInActors, uncoveredRoutes, type Actor, type Outcome } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/**
 * Issue 22: the authorization table of every data-use call, on both engines. A stale version (99)
 * lets a caller who may act through to the version check (409), so the table changes nothing.
 */
for (const target of openTestDatabases()) {
  describe(`issue 22 data use: who may call what (${target.name})`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};
    let appId = '';
    let authorizationId = '';
    let draft: Record<string, unknown> = {};

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens } = await signInActors(server));
      const resource = await server.database.db
        .selectFrom('data_resources')
        .select(['id', 'field_schema'])
        .where('open_type', '=', 'conditional')
        .where('department_id', '=', 'dept_jtt')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const fields = (JSON.parse(resource.field_schema) as { name: string }[]).map((field) => field.name).slice(0, 2);
      const as = <T>(actor: Actor, path: string, body: unknown) => callApi<T>(server, 'POST', path, body, tokens[actor]);
      const body = { resourceId: resource.id, purpose: '用于交通运行监测分析与研判', scenario: '交通监测', fields, periodMonths: 6 };
      const saved = await as<DataUseDetail>('corpA', '/second/data-use/application/save', {
        ...body,
        commitments: [...COMMITMENT_IDS],
        contactName: '王经理',
        contactPhone: '13951700188',
      });
      appId = saved.data.id;
      draft = { ...body, contactName: '王经理', contactPhone: '13951700188' };
      const submitted = await as<DataUseDetail>('corpA', '/second/data-use/application/submit', { id: appId, version: saved.data.version });
      const scope = { fields, months: 6, callQuota: 10 };
      const first = await as<DataUseDetail>('reviewer', '/primary/data-use/review/decide', {
        id: appId,
        version: submitted.data.version,
        stage: 'first',
        decision: 'pass',
        scope,
      });
      const final = await as<DataUseDetail>('admin', '/primary/data-use/review/decide', {
        id: appId,
        version: first.data.version,
        stage: 'final',
        decision: 'pass',
        scope,
      });
      authorizationId = final.data.authorization?.id ?? '';
      expect(authorizationId).not.toBe('');
    }, 120_000);
    afterAll(() => server.close());

    const stale = () => ({ id: appId, version: 99 });
    const rows: [string, () => [method: 'GET' | 'POST', path: string, body?: unknown], Record<Actor, Outcome>][] = [
      [
        'POST /second/data-use/application/save (edit)',
        () => ['POST', '/second/data-use/application/save', { ...draft, ...stale() }],
        // An approved application is not edited (409); another corporation's does not exist.
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      ['POST /second/data-use/application/submit', () => ['POST', '/second/data-use/application/submit', stale()], only({ corpA: CONFLICT, corpB: HIDDEN })],
      [
        'POST /second/data-use/application/withdraw',
        () => ['POST', '/second/data-use/application/withdraw', stale()],
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      ['GET /second/data-use/application/list', () => ['GET', '/second/data-use/application/list?t=1'], only({ corpA: OK, corpB: OK })],
      ['GET /second/data-use/application/detail', () => ['GET', `/second/data-use/application/detail?t=1&id=${appId}`], only({ corpA: OK, corpB: HIDDEN })],
      ['GET /second/data-use/authorization/list', () => ['GET', '/second/data-use/authorization/list?t=1'], only({ corpA: OK, corpB: OK })],
      [
        'POST /second/data-use/authorization/key',
        () => ['POST', '/second/data-use/authorization/key', { id: authorizationId, version: 99 }],
        only({ corpA: CONFLICT, corpB: HIDDEN }),
      ],
      ['GET /primary/data-use/review/list (first)', () => ['GET', '/primary/data-use/review/list?t=1&stage=first'], only({ reviewer: OK, otherReviewer: OK })],
      ['GET /primary/data-use/review/list (final)', () => ['GET', '/primary/data-use/review/list?t=1&stage=final'], only({ admin: OK })],
      [
        'GET /primary/data-use/application/detail',
        () => ['GET', `/primary/data-use/application/detail?t=1&id=${appId}`],
        only({ reviewer: OK, otherReviewer: HIDDEN, admin: OK }),
      ],
      [
        'POST /primary/data-use/review/decide (first)',
        () => ['POST', '/primary/data-use/review/decide', { ...stale(), stage: 'first', decision: 'reject', opinion: '材料不全' }],
        // The application is approved: its department's reviewer is told it moved on (409).
        only({ reviewer: CONFLICT }),
      ],
      [
        'POST /primary/data-use/review/decide (final)',
        () => ['POST', '/primary/data-use/review/decide', { ...stale(), stage: 'final', decision: 'reject', opinion: '材料不全' }],
        only({ admin: CONFLICT }),
      ],
      ['GET /primary/data-use/authorization/list', () => ['GET', '/primary/data-use/authorization/list?t=1'], only({ admin: OK })],
      [
        'POST /primary/data-use/authorization/revoke',
        () => ['POST', '/primary/data-use/authorization/revoke', { id: authorizationId, version: 99, reason: '核查' }],
        only({ admin: CONFLICT }),
      ],
    ];

    it('has a row for every data-use call (no gaps)', () => {
      expect(
        uncoveredRoutes(
          [dataUseRoutes],
          rows.map(([label]) => label),
        ),
      ).toEqual([]);
    });

    it.each(rows.flatMap(([label, request, expected]) => ACTORS.map((actor) => [label, actor, request, expected[actor]] as const)))(
      '%s as %s',
      async (_label, actor, request, expected) => {
        const [method, path, body] = request();
        expect(await outcomeOf(server, actor, tokens, method, path, body)).toEqual(expected);
      },
    );
  });
}
