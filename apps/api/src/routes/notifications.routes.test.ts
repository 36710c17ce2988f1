import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMITMENT_IDS, notificationRoutes, type DataUseDetail, type NotificationList } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { noticeExpiringAuthorizations } from '@portal/server-data-use';
import { noticeText } from '@portal/server-notifications';
import { ACCOUNTS, ACTORS, ANON, OK, callApi, sessionFor, signInActors, submittedApplication } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

const DAY = 86_400_000;

/**
 * Issue 22 §Notifications: decisions (onboarding and data use), an authorization about to expire and
 * a call response each leave a notice in the workspace, and an SMS where the account allows it.
 */
for (const target of openTestDatabases()) {
  describe(`issue 22 notifications (${target.name})`, () => {
    let server: PortalServer;
    const tokens: Record<'corp' | 'otherCorp' | 'reviewer' | 'admin', string> = {} as never;
    let corpUser = '';
    let corpPhone = '';

    beforeAll(async () => {
      server = await startPortalServer(target);
      for (const [who, account] of [
        ['corp', ACCOUNTS.corpA],
        ['otherCorp', ACCOUNTS.corpB],
        ['reviewer', ACCOUNTS.reviewer],
        ['admin', ACCOUNTS.admin],
      ] as const) {
        tokens[who] = (await sessionFor(server, account, 30 * DAY)).token;
      }
      const user = await server.database.db.selectFrom('users').select(['id', 'phone']).where('account', '=', ACCOUNTS.corpA).executeTakeFirstOrThrow();
      corpUser = user.id;
      corpPhone = user.phone;
    }, 120_000);
    afterAll(() => server.close());

    const call = <T>(method: 'GET' | 'POST', path: string, body: unknown, who: keyof typeof tokens) => callApi<T>(server, method, path, body, tokens[who]);
    const mine = async (who: keyof typeof tokens = 'corp') => (await call<NotificationList>('GET', '/web/notification/list', undefined, who)).data;
    /** The texts the dev outbox holds for the corporation's phone. */
    const texts = async () =>
      (await server.database.db.selectFrom('dev_sms_outbox').select('body').where('phone', '=', corpPhone).execute()).map((row) => row.body);

    /** corpA's data-use application of a traffic resource, submitted, then decided at the first stage. */
    async function decidedDataUse(decision: 'pass' | 'return'): Promise<DataUseDetail> {
      await server.database.db.updateTable('authorizations').set({ status: 'revoked' }).execute();
      await server.database.db.updateTable('data_use_applications').set({ status: 'withdrawn' }).where('org_id', '=', server.corp.id).execute();
      const resource = await server.database.db
        .selectFrom('data_resources')
        .select(['id', 'field_schema'])
        .where('open_type', '=', 'conditional')
        .where('department_id', '=', 'dept_jtt')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const fields = (JSON.parse(resource.field_schema) as { name: string }[]).slice(0, 2).map((field) => field.name);
      const body = {
        resourceId: resource.id,
        purpose: '交通运行监测与出行服务优化分析',
        scenario: '交通监测',
        fields,
        periodMonths: 3,
        commitments: [...COMMITMENT_IDS],
      };
      const saved = await call<DataUseDetail>(
        'POST',
        '/second/data-use/application/save',
        { ...body, contactName: '王经理', contactPhone: '13951700177' },
        'corp',
      );
      const submitted = await call<DataUseDetail>('POST', '/second/data-use/application/submit', { id: saved.data.id, version: saved.data.version }, 'corp');
      const scope = { fields, months: 3, callQuota: 10 };
      const decided = await call<DataUseDetail>(
        'POST',
        '/primary/data-use/review/decide',
        {
          id: saved.data.id,
          version: submitted.data.version,
          stage: 'first',
          decision,
          ...(decision === 'pass' ? { scope } : { opinion: '请补充数据安全方案' }),
        },
        'reviewer',
      );
      expect(decided.outcome).toEqual(OK);
      return decided.data;
    }

    it('a data-use decision is a notice for the applicant, texted after the decision commits', async () => {
      const before = (await mine()).unread;
      const application = await decidedDataUse('return');
      const list = await mine();
      expect(list.unread).toBe(before + 1);
      expect(list.items[0]).toMatchObject({
        kind: 'data-use.decision',
        title: '数据使用申请被退回修改',
        link: `/workspace/data-use/detail?id=${application.id}`,
        read: false,
      });
      expect(list.items[0]?.body).toContain('审核意见：请补充数据安全方案');
      await vi.waitFor(async () => expect(await texts()).toContain(noticeText('数据使用申请被退回修改')));
      // Another account sees none of it.
      expect((await mine('otherCorp')).items.some((item) => item.link.includes(application.id))).toBe(false);
    });

    it('settings: with SMS off a notice is stored but not texted', async () => {
      expect((await call('GET', '/web/notification/settings', undefined, 'corp')).data).toEqual({
        smsEnabled: true,
        phone: `${corpPhone.slice(0, 3)}****${corpPhone.slice(-4)}`,
      });
      expect((await call('POST', '/web/notification/settings', { smsEnabled: false }, 'corp')).data).toMatchObject({ smsEnabled: false });
      const sent = (await texts()).length;
      await decidedDataUse('pass');
      const stored = await server.database.db
        .selectFrom('notifications')
        .select(['title', 'sms_state'])
        .where('user_id', '=', corpUser)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ title: '数据使用申请已通过初审', sms_state: 'skipped' });
      expect((await texts()).length).toBe(sent);
      await call('POST', '/web/notification/settings', { smsEnabled: true }, 'corp');
    });

    it('marks notices read, one or all, and only the caller’s own', async () => {
      const list = await mine();
      const first = list.items.find((item) => !item.read);
      expect(first).toBeDefined();
      const others = await mine('otherCorp');
      const afterOne = await call<{ unread: number }>('POST', '/web/notification/read', { ids: [first?.id ?? ''] }, 'corp');
      expect(afterOne.data.unread).toBe(list.unread - 1);
      // Another account naming this account's notice changes nothing.
      const unreadId = (await mine()).items.find((item) => !item.read)?.id;
      if (unreadId) await call('POST', '/web/notification/read', { ids: [unreadId] }, 'otherCorp');
      expect((await mine()).unread).toBe(list.unread - 1);
      expect((await call<{ unread: number }>('POST', '/web/notification/read', { all: true }, 'corp')).data.unread).toBe(0);
      expect((await mine('otherCorp')).unread).toBe(others.unread);
      expect((await call('POST', '/web/notification/read', {}, 'corp')).outcome).toEqual([400, 4000]);
    });

    it('an authorization ending within 7 days is noticed once, whoever sweeps how often', async () => {
      const application = await decidedDataUse('pass');
      const final = await call<DataUseDetail>(
        'POST',
        '/primary/data-use/review/decide',
        { id: application.id, version: application.version, stage: 'final', decision: 'pass', scope: application.scope },
        'admin',
      );
      const authorization = final.data.authorization;
      expect(authorization).not.toBeNull();
      const ctx = { db: server.database.db, now: () => server.clock.now };
      expect(await noticeExpiringAuthorizations(ctx)).toBe(0);
      const now = server.clock.now;
      server.clock.now = new Date(authorization?.endsAt ?? 0).getTime() - 6 * DAY;
      try {
        const [a, b] = await Promise.all([noticeExpiringAuthorizations(ctx), noticeExpiringAuthorizations(ctx)]);
        expect(a + b).toBe(1);
        expect(await noticeExpiringAuthorizations(ctx)).toBe(0);
      } finally {
        server.clock.now = now;
      }
      const notices = (await mine()).items.filter((item) => item.kind === 'authorization.expiring');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: '数据使用授权即将到期', link: '/workspace/data-use/mine?tab=authorizations' });
    });

    it('an onboarding decision and a call response are noticed too', async () => {
      const appId = await submittedApplication(server);
      const detail = await call<{ version: number }>('GET', `/primary/domain/application/detail?id=${appId}`, undefined, 'reviewer');
      await call(
        'POST',
        '/primary/domain/review/decide',
        { id: appId, version: detail.data.version, stage: 'first', decision: 'reject', opinion: '材料不全' },
        'reviewer',
      );
      const applicant = await server.database.db
        .selectFrom('domain_applications')
        .select('applicant_user_id')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow();
      const onboardingNotice = await server.database.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', applicant.applicant_user_id)
        .where('kind', '=', 'onboarding.decision')
        .executeTakeFirstOrThrow();
      expect(onboardingNotice).toMatchObject({ title: '领域入驻申请未获通过', link: `/workspace/domain/detail?id=${appId}` });

      const call_ = await server.database.db.selectFrom('calls').select('id').where('deadline', '>', server.clock.now).orderBy('id').executeTakeFirstOrThrow();
      const response = { callId: call_.id, contactName: '王经理', contactPhone: '13951700177', content: '我单位可提供交通出行数据加工服务，具备相应资质。' };
      expect((await call('POST', '/second/call/respond', response, 'corp')).outcome).toEqual(OK);
      const staffNotices = (await mine('admin')).items.filter((item) => item.kind === 'call.response');
      expect(staffNotices[0]).toMatchObject({ title: '收到新的需求征集响应', link: `/applylist?id=${call_.id}` });
      expect((await mine('reviewer')).items.some((item) => item.kind === 'call.response')).toBe(false);
    });

    it('authorization table: every notification call, for every caller — a session of any type may (its own), none or a disabled account may not', async () => {
      const { tokens: actors } = await signInActors(server);
      const calls = [
        ['GET', '/web/notification/list', undefined],
        ['GET', '/web/notification/unread-count', undefined],
        ['POST', '/web/notification/read', { all: true }],
        ['GET', '/web/notification/settings', undefined],
        ['POST', '/web/notification/settings', { smsEnabled: true }],
      ] as const;
      expect(calls.map(([method, path]) => `${method} ${path}`).sort()).toEqual(
        Object.values(notificationRoutes)
          .map((route) => `${route.method} ${route.path}`)
          .sort(),
      );
      for (const actor of ACTORS) {
        const expected = actor === 'anonymous' || actor === 'disabled' ? ANON : OK;
        for (const [method, path, body] of calls) {
          const { outcome } = await callApi(server, method, path, body, actors[actor]);
          expect({ actor, call: `${method} ${path}`, outcome }).toEqual({ actor, call: `${method} ${path}`, outcome: expected });
        }
      }
    });
  });
}
