import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, COMMITMENT_IDS, type Authorization, type DataUseDetail, type ResourceDetail } from '@portal/api-contract';
import { sha256 } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { loadResourceRecords } from '@portal/server-delivery';
import { ACCOUNTS, BAD, CONFLICT, FORBIDDEN, HIDDEN, OK, callApi, sessionFor } from '../testing/actors';
import { MULTIPART_CONTENT_TYPE, SAMPLE_FILES, filePart, multipart } from '../testing/multipart';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

type Picked = { id: string; code: string; fields: ResourceDetail['fields'] };

/**
 * Issue 22 (conditional data): a corporation applies, the department's reviewer and then the
 * platform pass it with a scope, the corporation takes its app key and reads records within scope;
 * the scope, quota, key rotation, revocation and expiry hold on the next call.
 */
for (const target of openTestDatabases()) {
  describe(`issue 22 using conditional data (${target.name})`, () => {
    let server: PortalServer;
    let resource: Picked;
    const tokens: Record<'corp' | 'otherCorp' | 'reviewer' | 'otherReviewer' | 'admin', string> = {} as never;

    beforeAll(async () => {
      server = await startPortalServer(target);
      // A conditional resource of 省交通运输厅, whose reviewer is reviewer.traffic (the demo's departments).
      const row = await server.database.db
        .selectFrom('data_resources')
        .select(['id', 'code', 'field_schema'])
        .where('open_type', '=', 'conditional')
        .where('department_id', '=', 'dept_jtt')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      resource = { id: row.id, code: row.code, fields: JSON.parse(row.field_schema) as ResourceDetail['fields'] };
      const rows = Array.from({ length: 30 }, (_, i) => Object.fromEntries(resource.fields.map((field) => [field.name, `${field.name}-${i + 1}`])));
      await loadResourceRecords(server.database.db, resource.id, rows, server.clock.now);
      tokens.corp = (await sessionFor(server, ACCOUNTS.corpA, 30 * 86_400_000)).token;
      tokens.otherCorp = (await sessionFor(server, ACCOUNTS.corpB, 30 * 86_400_000)).token;
      tokens.reviewer = (await sessionFor(server, ACCOUNTS.reviewer, 30 * 86_400_000)).token;
      tokens.otherReviewer = (await sessionFor(server, ACCOUNTS.otherReviewer, 30 * 86_400_000)).token;
      tokens.admin = (await sessionFor(server, ACCOUNTS.admin, 30 * 86_400_000)).token;
    }, 120_000);
    afterAll(() => server.close());

    const call = <T>(method: 'GET' | 'POST', path: string, body: unknown, who: keyof typeof tokens) => callApi<T>(server, method, path, body, tokens[who]);
    const names = () => resource.fields.map((field) => field.name);
    const draft = (extra: Record<string, unknown> = {}) => ({
      resourceId: resource.id,
      purpose: '用于城市交通运行监测与出行服务优化分析',
      scenario: '交通运行监测',
      fields: names().slice(0, 3),
      periodMonths: 12,
      commitments: [...COMMITMENT_IDS],
      contactName: '王经理',
      contactPhone: '13951700199',
      ...extra,
    });
    const records = (key: string | undefined, query = '') =>
      server.app.inject({
        method: 'GET',
        url: `/alpha-portal/api/v1/open/v1/resources/${resource.code}/records${query}`,
        headers: { host: server.host, ...(key ? { [APP_KEY_HEADER]: key } : {}) },
      });

    /** Ends the corporation's authorizations left by an earlier test (one live authorization per resource). */
    const endAuthorizations = () => server.database.db.updateTable('authorizations').set({ status: 'revoked' }).where('org_id', '=', server.corp.id).execute();

    /** Drafts, submits and passes an application through both stages with `scope`; returns it approved. */
    async function approved(scope: { fields: string[]; months: number; callQuota: number }): Promise<DataUseDetail> {
      const saved = await call<DataUseDetail>('POST', '/second/data-use/application/save', draft(), 'corp');
      expect(saved.outcome).toEqual(OK);
      const submitted = await call<DataUseDetail>('POST', '/second/data-use/application/submit', { id: saved.data.id, version: saved.data.version }, 'corp');
      expect(submitted.data.status).toBe('first_review');
      const first = await call<DataUseDetail>(
        'POST',
        '/primary/data-use/review/decide',
        { id: saved.data.id, version: submitted.data.version, stage: 'first', decision: 'pass', scope },
        'reviewer',
      );
      expect(first.data.status).toBe('final_review');
      const final = await call<DataUseDetail>(
        'POST',
        '/primary/data-use/review/decide',
        { id: saved.data.id, version: first.data.version, stage: 'final', decision: 'pass', scope },
        'admin',
      );
      expect(final.data.status).toBe('approved');
      return final.data;
    }

    it('applies, is reviewed by the department then the platform, and the approval is an authorization of the granted scope', async () => {
      const noCommitments = await call<DataUseDetail>('POST', '/second/data-use/application/save', draft({ commitments: ['purpose'] }), 'corp');
      expect(noCommitments.data).toMatchObject({ status: 'draft', commitments: ['purpose'] });
      expect(
        (await call('POST', '/second/data-use/application/submit', { id: noCommitments.data.id, version: noCommitments.data.version }, 'corp')).outcome,
      ).toEqual(BAD);
      expect((await call('POST', '/second/data-use/application/save', draft(), 'corp')).outcome).toEqual(CONFLICT);
      // Others: another corporation does not see it; another department's reviewer may not decide; a draft is nobody's to review.
      expect((await call('GET', `/second/data-use/application/detail?id=${noCommitments.data.id}`, undefined, 'otherCorp')).outcome).toEqual(HIDDEN);
      expect((await call('GET', `/primary/data-use/application/detail?id=${noCommitments.data.id}`, undefined, 'reviewer')).outcome).toEqual(HIDDEN);
      const withdrawn = await call<DataUseDetail>(
        'POST',
        '/second/data-use/application/withdraw',
        { id: noCommitments.data.id, version: noCommitments.data.version },
        'corp',
      );
      expect(withdrawn.data.status).toBe('withdrawn');

      const saved = await call<DataUseDetail>('POST', '/second/data-use/application/save', draft(), 'corp');
      const submitted = await call<DataUseDetail>('POST', '/second/data-use/application/submit', { id: saved.data.id, version: saved.data.version }, 'corp');
      const [a, b, c] = names();
      const scope = { fields: [a, b], months: 6, callQuota: 100 };
      const queue = await call<{ items: { id: string }[] }>('GET', '/primary/data-use/review/list?stage=first', undefined, 'reviewer');
      expect(queue.data.items.map((item) => item.id)).toContain(saved.data.id);
      expect((await call<{ items: unknown[] }>('GET', '/primary/data-use/review/list?stage=first', undefined, 'otherReviewer')).data.items).toEqual([]);
      const decide = (who: 'reviewer' | 'otherReviewer' | 'admin', body: Record<string, unknown>) =>
        call<DataUseDetail>('POST', '/primary/data-use/review/decide', body, who);
      expect((await decide('otherReviewer', { id: saved.data.id, version: submitted.data.version, stage: 'first', decision: 'pass', scope })).outcome).toEqual(
        FORBIDDEN,
      );
      expect((await decide('reviewer', { id: saved.data.id, version: submitted.data.version, stage: 'first', decision: 'pass' })).outcome).toEqual(BAD);
      const outside = { ...scope, fields: [a, names().at(-1)] };
      if (names().length > 3)
        expect(
          (await decide('reviewer', { id: saved.data.id, version: submitted.data.version, stage: 'first', decision: 'pass', scope: outside })).outcome,
        ).toEqual(BAD);
      const first = await decide('reviewer', { id: saved.data.id, version: submitted.data.version, stage: 'first', decision: 'pass', scope });
      expect(first.data).toMatchObject({ status: 'final_review', scope });
      expect((await decide('reviewer', { id: saved.data.id, version: first.data.version, stage: 'final', decision: 'pass', scope })).outcome).toEqual(
        FORBIDDEN,
      );
      const final = await decide('admin', { id: saved.data.id, version: first.data.version, stage: 'final', decision: 'pass', scope, opinion: '同意' });
      expect(final.data.status).toBe('approved');
      expect(final.data.timeline.map((step) => step.action)).toEqual(['create', 'submit', 'pass', 'pass']);
      expect(final.data.authorization).toMatchObject({
        fields: [a, b],
        callQuota: 100,
        callsUsed: 0,
        status: 'active',
        keyPrefix: null,
        resource: { code: resource.code },
      });
      expect(new Date(final.data.authorization?.endsAt ?? 0).getUTCMonth()).toBe((new Date(server.clock.now).getUTCMonth() + 6) % 12);
      expect(c).toBeDefined();
      const audited = await server.database.db.selectFrom('audit_log').select('action').where('target_id', '=', saved.data.id).execute();
      expect(audited.map((row) => row.action).sort()).toEqual(['data-use.final.pass', 'data-use.first.pass']);
    });

    it('the key is shown once and stored hashed; calls stay within the fields and the quota, and are counted', async () => {
      const [a, b, c] = names();
      // The first test's authorization is live: a new application for the same resource waits until it ends.
      await endAuthorizations();
      const application = await approved({ fields: [a as string, b as string], months: 6, callQuota: 3 });
      const authorization = application.authorization as Authorization;
      expect((await records(undefined)).json()).toMatchObject({ code: 4010 });
      const issued = await call<{ key: string; authorization: Authorization }>(
        'POST',
        '/second/data-use/authorization/key',
        { id: authorization.id, version: authorization.version },
        'corp',
      );
      expect(issued.outcome).toEqual(OK);
      const { key } = issued.data;
      expect(key).toMatch(/^ak_[\w-]{43}$/);
      expect(issued.data.authorization.keyPrefix).toBe(key.slice(0, 10));
      const stored = await server.database.db.selectFrom('authorizations').selectAll().where('id', '=', authorization.id).executeTakeFirstOrThrow();
      expect(stored.key_hash).toBe(sha256(key));
      expect(JSON.stringify(stored)).not.toContain(key);
      const audit = await server.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', authorization.id).execute();
      expect(JSON.stringify(audit)).not.toContain(key);
      expect((await call('POST', '/second/data-use/authorization/key', { id: authorization.id, version: authorization.version }, 'otherCorp')).outcome).toEqual(
        HIDDEN,
      );

      const page = (await records(key, '?pageSize=5')).json();
      expect(page).toMatchObject({ code: 0, data: { total: 30, fields: [a, b] } });
      expect(page.data.records[0]).toEqual({ [a as string]: `${a}-1`, [b as string]: `${b}-1` });
      expect((await records(key, `?fields=${b}`)).json().data.fields).toEqual([b]);
      const refused = await records(key, `?fields=${a},${c}`);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 4031]);
      // A refused call is not counted: this third one is the quota's last.
      expect((await records(key, '?page=2&pageSize=5')).json().data.records[0]).toEqual({ [a as string]: `${a}-6`, [b as string]: `${b}-6` });
      const exhausted = await records(key);
      expect([exhausted.statusCode, exhausted.json().code]).toEqual([429, 4291]);
      const mine = await call<{ items: Authorization[] }>('GET', '/second/data-use/authorization/list', undefined, 'corp');
      expect(mine.data.items.find((item) => item.id === authorization.id)?.callsUsed).toBe(3);
    });

    it('a new key replaces the old at once; revoking and expiry refuse the next call', async () => {
      const [a] = names();
      await endAuthorizations();
      const application = await approved({ fields: [a as string], months: 3, callQuota: 1000 });
      const authorization = application.authorization as Authorization;
      const first = await call<{ key: string; authorization: Authorization }>(
        'POST',
        '/second/data-use/authorization/key',
        { id: authorization.id, version: authorization.version },
        'corp',
      );
      const second = await call<{ key: string; authorization: Authorization }>(
        'POST',
        '/second/data-use/authorization/key',
        { id: authorization.id, version: first.data.authorization.version },
        'corp',
      );
      expect((await records(first.data.key)).json()).toMatchObject({ code: 4010 });
      expect((await records(second.data.key)).json()).toMatchObject({ code: 0 });

      const expired = server.clock.now;
      server.clock.now = new Date(second.data.authorization.endsAt).getTime();
      const late = await records(second.data.key);
      expect([late.statusCode, late.json().code]).toEqual([403, 4032]);
      server.clock.now = expired;

      expect(
        (
          await call(
            'POST',
            '/primary/data-use/authorization/revoke',
            { id: authorization.id, version: second.data.authorization.version, reason: '违规使用' },
            'reviewer',
          )
        ).outcome,
      ).toEqual(FORBIDDEN);
      const revoked = await call<Authorization>(
        'POST',
        '/primary/data-use/authorization/revoke',
        { id: authorization.id, version: second.data.authorization.version, reason: '违规使用' },
        'admin',
      );
      expect(revoked.data).toMatchObject({ status: 'revoked', revokeReason: '违规使用' });
      const after = await records(second.data.key);
      expect([after.statusCode, after.json().code]).toEqual([403, 4032]);
      expect((await call('POST', '/second/data-use/authorization/key', { id: authorization.id, version: revoked.data.version }, 'corp')).outcome).toEqual(
        CONFLICT,
      );
    });

    it('attachments: the corporation uploads a data-use file; the department reviewer may download it once submitted, another corporation may not', async () => {
      await endAuthorizations();
      const upload = await server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/second/file/upload',
        headers: { host: server.host, 'user-token': tokens.corp, 'content-type': MULTIPART_CONTENT_TYPE },
        payload: multipart([{ field: 'purpose', value: 'data-use' }, filePart('安全承诺书.pdf', SAMPLE_FILES.pdf)]),
      });
      const fileId = (upload.json().data as { id: string }).id;
      const saved = await call<DataUseDetail>('POST', '/second/data-use/application/save', draft({ attachmentIds: [fileId] }), 'corp');
      expect(saved.data.attachments.map((file) => file.name)).toEqual(['安全承诺书.pdf']);
      const download = (who: keyof typeof tokens) =>
        server.app.inject({ method: 'GET', url: `/alpha-portal/api/v1/web/file/${fileId}`, headers: { host: server.host, 'user-token': tokens[who] } });
      expect((await download('reviewer')).statusCode).toBe(403);
      await call('POST', '/second/data-use/application/submit', { id: saved.data.id, version: saved.data.version }, 'corp');
      expect((await download('corp')).statusCode).toBe(200);
      expect((await download('reviewer')).statusCode).toBe(200);
      expect((await download('otherReviewer')).statusCode).toBe(403);
      expect((await download('otherCorp')).statusCode).toBe(403);
    });

    it('refuses applications for open and closed data', async () => {
      for (const openType of ['unconditional', 'closed'] as const) {
        const other = await server.database.db
          .selectFrom('data_resources')
          .select('id')
          .where('open_type', '=', openType)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect((await call('POST', '/second/data-use/application/save', draft({ resourceId: other.id }), 'corp')).outcome).toEqual(BAD);
      }
    });
  });
}
