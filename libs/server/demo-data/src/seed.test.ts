import { isValidCreditCode } from '@portal/api-contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword, type DatabaseHandle } from '@portal/server-db';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { seedDemoData } from './seed';
import { DEMO_ACCOUNTS, isSeeded } from './seed-identity';
import { DEMO_ORGANISATIONS, DEMO_PASSWORDS, DEMO_RIGHTS } from './seed-shared';

const NOW = Date.UTC(2026, 0, 5, 1, 30); // 2026-01-05 09:30 Beijing time

/** Every row of the seeded tables, in a stable order. */
async function dump(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    organisations: await db.selectFrom('organisations').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    dev_sso_identities: await db.selectFrom('dev_sso_identities').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').selectAll().execute(),
    login_attempts: await db.selectFrom('login_attempts').selectAll().execute(),
  };
}

for (const target of openTestDatabases()) {
  describe(`seedDemoData (${target.name})`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    it('seeds organisations, staff, corporation accounts and SSO identities', async () => {
      const { db } = await open();
      expect(await isSeeded(db)).toBe(false);
      const result = await seedDemoData(db, { now: NOW });
      expect(result).toMatchObject({ seeded: true, organisations: 10, users: 16, ssoIdentities: 13 });
      expect(await isSeeded(db)).toBe(true);

      const rows = await dump({ db } as DatabaseHandle);
      expect(rows.organisations).toHaveLength(10);
      expect(rows.users).toHaveLength(16);
      expect(rows.dev_sso_identities).toHaveLength(13);
      expect(rows.sessions).toHaveLength(0);

      const byType = (type: string) => rows.users.filter((user) => user.user_type === type);
      expect(
        byType('admin')
          .map((user) => user.account)
          .sort(),
      ).toEqual(['admin', 'admin.content', 'admin.ops']);
      expect(
        byType('user')
          .map((user) => user.account)
          .sort(),
      ).toEqual(['reviewer.culture', 'reviewer.health', 'reviewer.traffic']);
      expect(byType('second')).toHaveLength(10);
      expect(rows.dev_sso_identities.filter((identity) => identity.kind === 'natural')).toHaveLength(2);
    });

    it('gives every organisation a valid, unique 统一社会信用代码 from Jiangsu', async () => {
      const { db } = await open();
      await seedDemoData(db, { now: NOW });
      const organisations = await db.selectFrom('organisations').selectAll().execute();
      expect(organisations.length).toBeGreaterThanOrEqual(8);
      for (const org of organisations) {
        expect(isValidCreditCode(org.credit_code), org.credit_code).toBe(true);
        expect(org.credit_code).toMatch(/^9132\d{4}/);
        expect(org.name).toMatch(/有限公司$/);
        expect(org.address).toMatch(/^江苏省/);
        expect(org.legal_person).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
        expect(org.created_at).toBe(NOW);
      }
      expect(new Set(organisations.map((org) => org.credit_code)).size).toBe(organisations.length);
      const identities = await db.selectFrom('dev_sso_identities').selectAll().where('credit_code', 'is not', null).execute();
      for (const identity of identities) expect(isValidCreditCode(identity.credit_code), identity.account).toBe(true);
    });

    it('links each corporation account to its organisation and SSO identity', async () => {
      const { db } = await open();
      await seedDemoData(db, { now: NOW });
      const corps = await db
        .selectFrom('users')
        .innerJoin('organisations', 'organisations.id', 'users.org_id')
        .innerJoin('dev_sso_identities', 'dev_sso_identities.account', 'users.account')
        .select([
          'users.account',
          'users.password_hash',
          'users.enabled',
          'users.rights',
          'organisations.credit_code as org_code',
          'organisations.name as org_name',
        ])
        .select(['dev_sso_identities.credit_code as sso_code', 'dev_sso_identities.kind', 'dev_sso_identities.display_name'])
        .where('users.user_type', '=', 'second')
        .execute();
      expect(corps).toHaveLength(10);
      for (const corp of corps) {
        expect(corp.account).toMatch(/^corp\.[a-z]+$/);
        expect(corp.password_hash).toBeNull();
        expect(corp.kind).toBe('corporation');
        expect(corp.sso_code).toBe(corp.org_code);
        expect(corp.display_name).toBe(corp.org_name);
        expect(JSON.parse(corp.rights)).toEqual(DEMO_RIGHTS.corporation);
      }
      expect(corps.filter((corp) => corp.enabled === 0).map((corp) => corp.account)).toEqual(['corp.tzpharma']);
      // One SSO corporation has not joined the platform.
      const unregistered = await db
        .selectFrom('dev_sso_identities')
        .leftJoin('users', 'users.account', 'dev_sso_identities.account')
        .select(['dev_sso_identities.account', 'users.id as user_id'])
        .where('dev_sso_identities.kind', '=', 'corporation')
        .where('users.id', 'is', null)
        .execute();
      expect(unregistered).toEqual([{ account: 'corp.ycmarine', user_id: null }]);
    });

    it('stores staff with verifiable passwords, rights and distinct 11-digit phones', async () => {
      const { db } = await open();
      await seedDemoData(db, { now: NOW });
      const users = await db.selectFrom('users').selectAll().execute();
      const admin = users.find((user) => user.account === 'admin');
      expect(admin).toMatchObject({ id: 'usr_admin', user_type: 'admin', name: '平台管理员', org_id: null, enabled: 1 });
      await expect(verifyPassword(DEMO_PASSWORDS.admin, admin?.password_hash)).resolves.toBe(true);
      await expect(verifyPassword(DEMO_PASSWORDS.reviewer, admin?.password_hash)).resolves.toBe(false);
      expect(JSON.parse(admin?.rights ?? '[]')).toEqual(expect.arrayContaining(['domain:final-review', 'admin:manage', 'announce:edit']));

      for (const account of ['reviewer.traffic', 'reviewer.health', 'reviewer.culture']) {
        const reviewer = users.find((user) => user.account === account);
        expect(reviewer).toMatchObject({ user_type: 'user', org_id: null, enabled: 1 });
        await expect(verifyPassword(DEMO_PASSWORDS.reviewer, reviewer?.password_hash)).resolves.toBe(true);
        expect(JSON.parse(reviewer?.rights ?? '[]')).toContain('domain:first-review');
      }

      for (const user of users) {
        expect(user.phone).toMatch(/^1[3-9]\d{9}$/);
        expect(Array.isArray(JSON.parse(user.rights))).toBe(true);
        expect(user.created_at).toBe(NOW);
        expect(user.updated_at).toBe(NOW);
      }
      expect(new Set(users.map((user) => user.phone)).size).toBe(users.length);
    });

    it('is idempotent: seeding twice changes nothing', async () => {
      const handle = await open();
      await seedDemoData(handle.db, { now: NOW });
      const before = await dump(handle);
      await expect(seedDemoData(handle.db, { now: NOW + 86_400_000 })).resolves.toMatchObject({
        seeded: false,
        organisations: 0,
        users: 0,
        ssoIdentities: 0,
        catalogue: { seeded: false },
      });
      expect(await dump(handle)).toEqual(before);
    });

    it('issue 16: builds the search index again when a process stopped half way through building it', async () => {
      const handle = await open();
      const first = await seedDemoData(handle.db, { now: NOW });
      const count = async () =>
        Number(
          (
            await handle.db
              .selectFrom('search_documents')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const whole = await count();
      expect(whole).toBe(first.searchDocuments);
      // A half-built index: some items written, the mark a whole build leaves not yet there.
      await handle.db.deleteFrom('search_documents').where('type', '=', 'policy').execute();
      await handle.db.deleteFrom('content_generations').where('name', '=', 'search-index-built').execute();
      expect(await count()).toBeLessThan(whole);
      await expect(seedDemoData(handle.db, { now: NOW })).resolves.toMatchObject({ searchDocuments: whole });
      expect(await count()).toBe(whole);
      // Built whole, it is left alone.
      await expect(seedDemoData(handle.db, { now: NOW })).resolves.toMatchObject({ searchDocuments: 0 });
    });

    it('is deterministic: two fresh databases get identical rows', async () => {
      const [a, b] = await Promise.all([open(), open()]);
      await seedDemoData(a.db, { now: NOW });
      await seedDemoData(b.db, { now: NOW });
      const rows = await dump(a);
      expect(await dump(b)).toEqual(rows);
      expect(rows.organisations.map((org) => org.id)).toContain('org_jsdata');
      expect(rows.users.map((user) => user.id)).toEqual(expect.arrayContaining(['usr_admin', 'usr_reviewer_traffic', 'usr_corp_jsdata']));
    });

    it("adds demo staff accounts a database seeded earlier lacks (with a new reviewer's domain), and leaves the rest as it is", async () => {
      const { db } = await open();
      await seedDemoData(db, { now: NOW });
      // As a database seeded before reviewer.culture and admin.content existed, whose admin changed its name.
      await db.deleteFrom('reviewer_domains').where('user_id', '=', 'usr_reviewer_culture').execute();
      for (const table of ['account_roles', 'account_clients', 'reviewer_departments'] as const) {
        await db.deleteFrom(table).where('user_id', 'in', ['usr_reviewer_culture', 'usr_admin_content']).execute();
      }
      await db.deleteFrom('users').where('account', 'in', ['reviewer.culture', 'admin.content']).execute();
      await db.deleteFrom('reviewer_domains').where('user_id', '=', 'usr_reviewer_health').execute();
      await db.updateTable('users').set({ name: '运营负责人' }).where('account', '=', 'admin').execute();

      const again = await seedDemoData(db, { now: NOW + 1 });
      expect(again).toMatchObject({ seeded: false, organisations: 0, users: 2, ssoIdentities: 0 });
      const users = await db
        .selectFrom('users')
        .select(['account', 'name', 'created_at'])
        .where('account', 'in', ['reviewer.culture', 'admin.content', 'admin'])
        .orderBy('account')
        .execute();
      expect(users.map((user) => [user.account, user.name, Number(user.created_at)])).toEqual([
        ['admin', '运营负责人', NOW],
        ['admin.content', '郑晓彤', NOW + 1],
        ['reviewer.culture', '周文博', NOW + 1],
      ]);
      const assignments = await db.selectFrom('reviewer_domains').select(['user_id', 'domain_id']).orderBy('user_id').execute();
      // The new reviewer gets its domain; the health reviewer's removed assignment stays removed.
      expect(assignments).toEqual([
        { user_id: 'usr_reviewer_culture', domain_id: 'dom_culture' },
        { user_id: 'usr_reviewer_traffic', domain_id: 'dom_traffic' },
      ]);
      // The added accounts can sign in, with their rights.
      const added = await db.selectFrom('users').select(['password_hash', 'rights']).where('account', '=', 'admin.content').executeTakeFirstOrThrow();
      await expect(verifyPassword(DEMO_PASSWORDS.admin, added.password_hash)).resolves.toBe(true);
      expect(JSON.parse(added.rights)).toContain('announce:edit');
      // … and their roles and clients (issue 17), from which those rights come.
      expect(await db.selectFrom('account_roles').select('role_id').where('user_id', '=', 'usr_admin_content').execute()).toEqual([
        { role_id: 'role_content_operator' },
      ]);
      expect((await seedDemoData(db, { now: NOW + 2 })).users).toBe(0);
    });

    it('writes in one transaction: a failure leaves nothing behind', async () => {
      const { db } = await open();
      // Make the last insert (SSO identities) fail.
      await sql`drop table dev_cas_tickets`.execute(db);
      await sql`drop table dev_sso_identities`.execute(db);
      await expect(seedDemoData(db, { now: NOW })).rejects.toThrow();
      expect(await db.selectFrom('organisations').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(await isSeeded(db)).toBe(false);
    });
  });
}

describe('demo data constants', () => {
  it('DEMO_ACCOUNTS lists every sign-in with its kind; only staff have passwords', () => {
    const kinds = DEMO_ACCOUNTS.map((account) => account.kind);
    expect(kinds.filter((kind) => kind === '管理员')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === '审核员')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === '法人(SSO)')).toHaveLength(11);
    expect(kinds.filter((kind) => kind === '自然人(SSO)')).toHaveLength(2);
    for (const account of DEMO_ACCOUNTS) {
      const staff = account.kind === '管理员' || account.kind === '审核员';
      expect(account.password !== undefined, account.account).toBe(staff);
      expect(account.note.length).toBeGreaterThan(0);
    }
    expect(DEMO_ACCOUNTS.find((account) => account.account === 'admin')?.password).toBe(DEMO_PASSWORDS.admin);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.account)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('demo passwords satisfy the password rule (upper, lower, digit, symbol; 8–32)', () => {
    for (const password of Object.values(DEMO_PASSWORDS)) {
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d])\S{8,32}$/);
    }
  });

  it('DEMO_ORGANISATIONS carry valid codes and stable ids', () => {
    expect(DEMO_ORGANISATIONS.map((org) => org.id)).toContain('org_jsdata');
    expect(DEMO_ORGANISATIONS.find((org) => org.id === 'org_jsdata')?.name).toBe('江苏省数据集团有限公司');
    for (const org of DEMO_ORGANISATIONS) expect(isValidCreditCode(org.creditCode)).toBe(true);
  });

  it('rejects a non-integer now', async () => {
    await expect(seedDemoData({} as never, { now: Number.NaN })).rejects.toThrow(RangeError);
  });
});
