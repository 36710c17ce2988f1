import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { OK, signInActors, submittedApplication, type Actor } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

interface Detail {
  id: string;
  version: number;
  status: string;
  round: number;
  can: { edit: boolean };
  timeline: { action: string; stage: string | null; round: number; actor: { name: string; type: string }; opinion: string | null; at: string }[];
}

for (const target of openTestDatabases()) {
  describe(`the reviewer's opinion reaches the resubmit form on ${target.name} (issue 21 §10a)`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens } = await signInActors(server));
    });
    afterAll(async () => {
      await server.close();
    });

    const mine = async (id: string): Promise<Detail> => {
      const response = await server.api('GET', `/second/domain/application/detail?t=1&id=${id}`, undefined, tokens.corpA);
      expect([response.statusCode, response.json().code]).toEqual(OK);
      return response.json().data as Detail;
    };
    const decide = async (actor: Actor, body: object) => {
      const response = await server.api('POST', '/primary/domain/review/decide', body, tokens[actor]);
      expect([response.statusCode, response.json().code], response.body).toEqual(OK);
      return response.json().data as Detail;
    };

    it("a returned application (what domain/apply?id= loads) carries the decision: who, when, stage and opinion; after a resubmit, the final review's rejection does too", async () => {
      const id = await submittedApplication(server);
      server.clock.now += 60_000;
      const returnedAt = new Date(server.clock.now).toISOString();
      const opinion = '请补充数据安全管理制度文件，并说明脱敏规则。';
      const returned = await decide('reviewer', { id, version: 2, stage: 'first', decision: 'return', opinion });

      const detail = await mine(id);
      expect(detail).toMatchObject({ status: 'returned', can: { edit: true } });
      expect(detail.timeline.at(-1)).toEqual({
        version: returned.version,
        round: 1,
        action: 'return',
        fromStatus: 'first_review',
        toStatus: 'returned',
        stage: 'first',
        actor: { name: '赵明远', type: 'user' },
        opinion,
        at: returnedAt,
      });

      // Resubmitted, passed at first review, rejected at final review: the latest decision is the admin's.
      server.clock.now += 60_000;
      const resubmitted = await server.api('POST', '/second/domain/application/submit', { id, version: detail.version }, tokens.corpA);
      expect(resubmitted.json().data).toMatchObject({ status: 'first_review', round: 2 });
      const passed = await decide('reviewer', { id, version: resubmitted.json().data.version, stage: 'first', decision: 'pass' });
      server.clock.now += 60_000;
      const rejection = '数据使用场景与领域定位不符，不予通过。';
      await decide('admin', { id, version: passed.version, stage: 'final', decision: 'reject', opinion: rejection });
      const rejected = await mine(id);
      expect(rejected).toMatchObject({ status: 'rejected', round: 2, can: { edit: true } });
      expect(rejected.timeline.at(-1)).toMatchObject({
        round: 2,
        action: 'reject',
        stage: 'final',
        actor: { name: '平台管理员', type: 'admin' },
        opinion: rejection,
        at: new Date(server.clock.now).toISOString(),
      });
    });
  });
}
