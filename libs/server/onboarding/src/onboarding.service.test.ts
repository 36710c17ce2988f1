import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApplicationStatus, type ReviewDecisionInput } from '@portal/api-contract';
import type { DatabaseHandle, User } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { HttpError } from '@portal/server-core';
import { createOnboardingService, type OnboardingService } from './onboarding.binding';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const draft = (domainId = 'dom_traffic') => ({
  domainId,
  contactName: '周振华',
  contactPhone: '13951700101',
  scenario: '基于交通运输公共数据开发城市出行指数产品，服务交通拥堵治理。',
  dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果，不对外提供原始数据。',
});

/** The error a call failed with: its HTTP status and envelope code. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; code: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected the call to fail');
}
const CONFLICT = { status: 409, code: 4090 };
const FORBIDDEN = { status: 403, code: 4030 };
const NOT_FOUND = { status: 404, code: 4011 };

for (const target of openTestDatabases()) {
  describe(`onboarding state machine on ${target.name} (issue 6, architecture §6)`, () => {
    let handle: DatabaseHandle;
    let service: OnboardingService;
    let clock = NOW;
    const users: Record<string, User> = {};

    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now: NOW });
      service = createOnboardingService({ db: handle.db, now: () => clock });
      for (const user of await handle.db.selectFrom('users').selectAll().execute()) users[user.account] = user;
    });
    afterAll(async () => {
      await handle.close();
    });
    beforeEach(async () => {
      clock += 60_000;
      await handle.db.deleteFrom('application_transitions').execute();
      await handle.db.deleteFrom('domain_applications').execute();
    });

    const corpA = () => users['corp.jsdata']!;
    const corpB = () => users['corp.njtraffic']!;
    const reviewer = () => users['reviewer.traffic']!;
    const otherReviewer = () => users['reviewer.health']!;
    const admin = () => users['admin']!;
    const decide = (id: string, version: number, stage: 'first' | 'final', decision: 'pass' | 'reject' | 'return', opinion?: string): ReviewDecisionInput => ({
      id,
      version,
      stage,
      decision,
      ...(opinion ? { opinion } : {}),
    });
    const trail = async (id: string) =>
      (await handle.db.selectFrom('application_transitions').selectAll().where('application_id', '=', id).orderBy('version').execute()).map(
        (row) => `${row.action}:${row.from_status ?? '-'}→${row.to_status}:${row.actor_name}:r${row.round}`,
      );

    it('goes draft → first review → rejected at final → revised, resubmitted (round 2) → approved, with one audit record per step', async () => {
      let { application } = await service.saveDraft(corpA(), draft());
      expect(application).toMatchObject({
        status: 'draft',
        round: 1,
        version: 1,
        company_name: '江苏省数据集团有限公司',
        credit_code: expect.stringMatching(/^91320000/),
      });
      ({ application } = await service.submit(corpA(), application.id, 1));
      expect(application).toMatchObject({ status: 'first_review', version: 2, submitted_at: clock });
      ({ application } = await service.review(reviewer(), decide(application.id, 2, 'first', 'pass')));
      expect(application.status).toBe('final_review');
      ({ application } = await service.review(admin(), decide(application.id, 3, 'final', 'reject', '数据安全保障方案不完整，请补充。')));
      expect(application).toMatchObject({ status: 'rejected', decided_at: clock });
      ({ application } = await service.saveDraft(corpA(), {
        ...draft(),
        id: application.id,
        version: 4,
        dataUse: '补充数据安全保障方案：专区加工、结果审计、最小可用。',
      }));
      expect(application).toMatchObject({ status: 'rejected', version: 5, data_use: '补充数据安全保障方案：专区加工、结果审计、最小可用。' });
      ({ application } = await service.submit(corpA(), application.id, 5));
      expect(application).toMatchObject({ status: 'first_review', round: 2, decided_at: null });
      ({ application } = await service.review(reviewer(), decide(application.id, 6, 'first', 'pass')));
      const done = await service.review(admin(), decide(application.id, 7, 'final', 'pass'));
      expect(done.application).toMatchObject({ status: 'approved', round: 2, version: 8 });
      expect(await trail(application.id)).toEqual([
        `create:-→draft:${corpA().name}:r1`,
        `submit:draft→first_review:${corpA().name}:r1`,
        `pass:first_review→final_review:赵明远:r1`,
        `reject:final_review→rejected:平台管理员:r1`,
        `save:rejected→rejected:${corpA().name}:r1`,
        `resubmit:rejected→first_review:${corpA().name}:r2`,
        `pass:first_review→final_review:赵明远:r2`,
        `pass:final_review→approved:平台管理员:r2`,
      ]);
      const reasons = done.transitions.filter((row) => row.opinion).map((row) => [row.stage, row.opinion]);
      expect(reasons).toEqual([['final', '数据安全保障方案不完整，请补充。']]);
    });

    it('refuses to submit an application whose unified social credit code fails the GB 32100 check, and writes nothing', async () => {
      const { application } = await service.saveDraft(corpA(), draft());
      // One character changed: the check character no longer matches.
      const broken = `${application.credit_code.slice(0, 17)}${application.credit_code.endsWith('0') ? '1' : '0'}`;
      await handle.db.updateTable('domain_applications').set({ credit_code: broken }).where('id', '=', application.id).execute();
      const refused = await failure(service.submit(corpA(), application.id, 1));
      expect(refused).toEqual({ status: 400, code: 4000 });
      const row = await handle.db.selectFrom('domain_applications').select(['status', 'version']).where('id', '=', application.id).executeTakeFirstOrThrow();
      expect({ status: row.status, version: Number(row.version) }).toEqual({ status: 'draft', version: 1 });
      expect(await trail(application.id)).toEqual([`create:-→draft:${corpA().name}:r1`]);
    });

    /** An application put straight into a status, for the transition table. */
    async function inStatus(status: ApplicationStatus): Promise<string> {
      const { application } = await service.saveDraft(corpA(), draft());
      await handle.db.updateTable('domain_applications').set({ status }).where('id', '=', application.id).execute();
      return application.id;
    }

    type Attempt = 'save' | 'submit' | 'withdraw' | 'first' | 'final';
    const attempt = (kind: Attempt, id: string) => {
      switch (kind) {
        case 'save':
          return service.saveDraft(corpA(), { ...draft(), id, version: 1 });
        case 'submit':
          return service.submit(corpA(), id, 1);
        case 'withdraw':
          return service.withdraw(corpA(), id, 1);
        case 'first':
          return service.review(reviewer(), decide(id, 1, 'first', 'return', '请补充材料'));
        case 'final':
          return service.review(admin(), decide(id, 1, 'final', 'return', '请补充材料'));
      }
    };
    // Which attempts each status allows (everything else is refused with 409 and changes nothing).
    const ALLOWED: Record<ApplicationStatus, Attempt[]> = {
      draft: ['save', 'submit', 'withdraw'],
      first_review: ['withdraw', 'first'],
      final_review: ['withdraw', 'final'],
      approved: [],
      rejected: ['save', 'submit'],
      returned: ['save', 'submit', 'withdraw'],
      withdrawn: [],
    };
    const cases = (Object.keys(ALLOWED) as ApplicationStatus[]).flatMap((status) =>
      (['save', 'submit', 'withdraw', 'first', 'final'] as Attempt[]).map((kind) => [status, kind, ALLOWED[status].includes(kind)] as const),
    );

    it.each(cases)('from %s, %s is allowed: %s', async (status, kind, allowed) => {
      const id = await inStatus(status);
      const before = await trail(id);
      if (allowed) {
        await attempt(kind, id);
        expect((await trail(id)).length).toBe(before.length + 1);
      } else {
        expect(await failure(attempt(kind, id))).toEqual(CONFLICT);
        expect(await trail(id)).toEqual(before);
        const row = await handle.db.selectFrom('domain_applications').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
        expect({ status: row.status, version: Number(row.version) }).toEqual({ status, version: 1 });
      }
    });

    it('lets nobody act outside their role, domain or organisation', async () => {
      const { application } = await service.saveDraft(corpA(), draft());
      // Another corporation cannot see, edit, submit or withdraw it; a reviewer does not see drafts.
      expect(await failure(service.get(corpB(), application.id))).toEqual(NOT_FOUND);
      expect(await failure(service.submit(corpB(), application.id, 1))).toEqual(NOT_FOUND);
      expect(await failure(service.withdraw(corpB(), application.id, 1))).toEqual(NOT_FOUND);
      expect(await failure(service.get(reviewer(), application.id))).toEqual(NOT_FOUND);
      await service.submit(corpA(), application.id, 1);
      // First review: only a reviewer of the domain; not the admin, not another domain's reviewer, not a corporation.
      for (const actor of [admin(), otherReviewer(), corpA()]) {
        expect(await failure(service.review(actor, decide(application.id, 2, 'first', 'pass')))).toEqual(FORBIDDEN);
      }
      expect(await failure(service.get(otherReviewer(), application.id))).toEqual(NOT_FOUND);
      expect((await service.get(reviewer(), application.id)).application.status).toBe('first_review');
      await service.review(reviewer(), decide(application.id, 2, 'first', 'pass'));
      // Final review: only an admin.
      for (const actor of [reviewer(), corpA()]) {
        expect(await failure(service.review(actor, decide(application.id, 3, 'final', 'pass')))).toEqual(FORBIDDEN);
      }
      // Staff cannot apply.
      expect(await failure(service.saveDraft(admin(), draft('dom_health')))).toEqual(FORBIDDEN);
      expect(await trail(application.id)).toHaveLength(3);
    });

    it('two conflicting decisions at once: exactly one wins, the trail has one transition, the other gets the conflict code', async () => {
      const { application } = await service.saveDraft(corpA(), draft());
      await service.submit(corpA(), application.id, 1);
      const results = await Promise.allSettled([
        service.review(reviewer(), decide(application.id, 2, 'first', 'pass')),
        service.review(reviewer(), decide(application.id, 2, 'first', 'reject', '材料不全')),
      ]);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(HttpError);
      expect({ status: (lost[0]!.reason as HttpError).status, code: (lost[0]!.reason as HttpError).code }).toEqual(CONFLICT);
      const decisions = (await trail(application.id)).filter((line) => line.startsWith('pass:') || line.startsWith('reject:'));
      expect(decisions).toHaveLength(1);
      const row = await handle.db.selectFrom('domain_applications').select(['status', 'version']).where('id', '=', application.id).executeTakeFirstOrThrow();
      expect(Number(row.version)).toBe(3);
      expect(row.status).toBe(decisions[0]!.startsWith('pass:') ? 'final_review' : 'rejected');
    });

    it('refuses a decision on a version the reviewer did not see, and changes nothing', async () => {
      const { application } = await service.saveDraft(corpA(), draft());
      await service.submit(corpA(), application.id, 1);
      expect(await failure(service.review(reviewer(), decide(application.id, 1, 'first', 'pass')))).toEqual(CONFLICT);
      expect(await trail(application.id)).toHaveLength(2);
    });

    it('keeps one live application per corporation and domain; a withdrawn one makes room; closed domains take none', async () => {
      const { application } = await service.saveDraft(corpA(), draft());
      expect(await failure(service.saveDraft(corpA(), draft()))).toEqual(CONFLICT);
      await service.withdraw(corpA(), application.id, 1);
      expect((await service.saveDraft(corpA(), draft())).application.status).toBe('draft');
      const closed = await handle.db.selectFrom('domain_entry_configs').select('domain_id').where('status', '=', 'closed').executeTakeFirstOrThrow();
      expect(await failure(service.saveDraft(corpA(), draft(closed.domain_id)))).toEqual({ status: 400, code: 4000 });
    });
  });
}
