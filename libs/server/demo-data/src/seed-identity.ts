import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { effectiveRights, enterpriseCreditCode } from '@portal/api-contract';
import { BUILTIN_ROLES, DATA_USE_ROLE_RIGHTS, hashPasswordWithSalt, type Database, type NewOrganisation, type NewUser } from '@portal/server-db';
import { DEMO_ORGANISATIONS, DEMO_PASSWORDS, DEMO_RIGHTS, REVIEWER_DOMAINS } from './seed-shared';

/**
 * Identity demo data (architecture §7): organisations, staff and corporation accounts, dev SSO
 * identities. Ids derive from stable names (`org_jsdata`, `usr_admin`), password salts from
 * account names, times from the `now` the caller passes: two runs with the same `now` write
 * identical rows. ./seed.ts writes it first, then the catalogue, publications and onboarding.
 */

const creditCode = enterpriseCreditCode;

export interface DemoAccount {
  kind: '管理员' | '审核员' | '法人(SSO)' | '自然人(SSO)';
  account: string;
  /** Staff only: demo password (DEMO ONLY). SSO accounts sign in at the dev CAS page. */
  password?: string;
  /** Where the SMS code of the second step goes (dev SMS outbox). */
  phone?: string;
  note: string;
}

const STAFF = [
  {
    key: 'admin',
    account: 'admin',
    name: '平台管理员',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700001',
    roles: ['role_platform_admin'],
    clients: ['workspace', 'console'],
    note: '平台运营方：终审、管理员与用户管理、入口配置、公告与内容墙',
  },
  {
    key: 'reviewer_traffic',
    account: 'reviewer.traffic',
    name: '赵明远',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13951700002',
    roles: ['role_first_reviewer'],
    clients: ['workspace'],
    note: '交通运输领域审核员：初审',
  },
  {
    key: 'reviewer_health',
    account: 'reviewer.health',
    name: '李静怡',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13851700003',
    roles: ['role_first_reviewer'],
    clients: ['workspace'],
    note: '医疗健康领域审核员：初审',
  },
  {
    key: 'reviewer_culture',
    account: 'reviewer.culture',
    name: '周文博',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13951700004',
    roles: ['role_first_reviewer'],
    clients: ['workspace'],
    note: '文化旅游领域审核员：初审',
  },
  {
    key: 'admin_ops',
    account: 'admin.ops',
    name: '吴静安',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700005',
    roles: ['role_final_reviewer'],
    clients: ['workspace'],
    note: '平台运营管理员：终审与入口配置',
  },
  {
    key: 'admin_content',
    account: 'admin.content',
    name: '郑晓彤',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700006',
    roles: ['role_content_operator'],
    clients: ['workspace', 'console'],
    note: '平台内容管理员：公告与内容墙',
  },
] as const;

/** An SSO corporation that has not joined the platform (no organisation, no account). */
const UNREGISTERED_CORPORATION = {
  key: 'ycmarine',
  name: '盐城海洋数据科技有限公司',
  creditCode: creditCode('320902', 'MA25FW3H'),
} as const;

const NATURAL_PERSONS = [
  { key: 'zhangsan', name: '张三' },
  { key: 'lisi', name: '李四' },
] as const;

/** Every sign-in the demo offers, for `npm start` / `npm run seed` to print. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...STAFF.map((staff): DemoAccount => ({
    kind: staff.userType === 'admin' ? '管理员' : '审核员',
    account: staff.account,
    password: staff.password,
    phone: staff.phone,
    note: `${staff.name}，${staff.note}`,
  })),
  ...DEMO_ORGANISATIONS.map((org): DemoAccount => ({
    kind: '法人(SSO)',
    account: org.account,
    phone: org.phone,
    note: org.enabled ? org.name : `${org.name}（账号已停用，用于授权测试）`,
  })),
  {
    kind: '法人(SSO)',
    account: `corp.${UNREGISTERED_CORPORATION.key}`,
    note: `${UNREGISTERED_CORPORATION.name}（SSO 有身份，平台未开户）`,
  },
  ...NATURAL_PERSONS.map((person): DemoAccount => ({ kind: '自然人(SSO)', account: `person.${person.key}`, note: `${person.name}（自然人：仅支持法人登录）` })),
];

/** Whether the demo data is present (the `admin` account exists). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  return row !== undefined;
}

/** A salt derived from the account: deterministic demo hashes. Demo only. */
const demoSalt = (account: string) => createHash('sha256').update(`portal-demo-seed:${account}`).digest().subarray(0, 16);

let demoHashes: Promise<Map<string, string>> | undefined;

/**
 * The staff password hashes, computed once per process: they are deterministic, and
 * scrypt costs ~50 ms each, which test suites seeding per test would otherwise pay every time.
 */
function demoPasswordHashes(): Promise<Map<string, string>> {
  demoHashes ??= Promise.all(STAFF.map(async (staff) => [staff.account, await hashPasswordWithSalt(staff.password, demoSalt(staff.account))] as const)).then(
    (entries) => new Map(entries),
  );
  demoHashes.catch(() => {
    demoHashes = undefined;
  });
  return demoHashes;
}

/** A demo staff account's rights: its built-in roles' rights within its clients (decision 0029). */
function staffRights(staff: (typeof STAFF)[number]): string[] {
  return effectiveRights(
    // The built-in roles as the migrations left them: 0019's rights, then issue 22's (0024).
    staff.roles.map((id) => [...(BUILTIN_ROLES.find((role) => role.id === id)?.rights ?? []), ...(DATA_USE_ROLE_RIGHTS[id] ?? [])]),
    staff.clients,
  );
}

/** The roles and clients of these seeded staff accounts, as rows. */
function holdingRows(staff: readonly (typeof STAFF)[number][]) {
  return {
    roles: staff.flatMap((entry) => entry.roles.map((role_id) => ({ user_id: `usr_${entry.key}`, role_id }))),
    clients: staff.flatMap((entry) => entry.clients.map((client_id) => ({ user_id: `usr_${entry.key}`, client_id }))),
  };
}

/** Writes the roles and clients of seeded staff accounts (present ones are kept). */
async function writeHoldings(trx: Kysely<Database>, staff: readonly (typeof STAFF)[number][]): Promise<void> {
  const rows = holdingRows(staff);
  if (rows.roles.length > 0)
    await trx
      .insertInto('account_roles')
      .values(rows.roles)
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (rows.clients.length > 0)
    await trx
      .insertInto('account_clients')
      .values(rows.clients)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** The seeded staff accounts as rows. */
function staffRows(passwordHashes: Map<string, string>, now: number): NewUser[] {
  return STAFF.map((staff): NewUser => ({
    id: `usr_${staff.key}`,
    account: staff.account,
    password_hash: passwordHashes.get(staff.account) ?? null,
    user_type: staff.userType,
    name: staff.name,
    phone: staff.phone,
    org_id: null,
    rights: JSON.stringify(staffRights(staff)),
    enabled: 1,
    created_at: now,
    updated_at: now,
  }));
}

/**
 * A database seeded before a demo staff account existed gets that account (the start-up banner
 * lists every one): missing accounts are added, present ones are left exactly as they are.
 */
async function addMissingStaff(db: Kysely<Database>, now: number): Promise<number> {
  const present = new Set(
    (
      await db
        .selectFrom('users')
        .select('account')
        .where(
          'account',
          'in',
          STAFF.map((staff) => staff.account),
        )
        .execute()
    ).map((row) => row.account),
  );
  if (present.size === STAFF.length) return 0;
  const missing = staffRows(await demoPasswordHashes(), now).filter((row) => !present.has(row.account));
  const added = new Set(missing.map((row) => row.id));
  const domains = new Set((await db.selectFrom('data_domains').select('id').execute()).map((row) => row.id));
  // A reviewer added now also gets its demo domain (the others' assignments are the admins' to keep).
  const assignments = REVIEWER_DOMAINS.filter((row) => added.has(row.userId) && domains.has(row.domainId));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(missing)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await writeHoldings(
      trx,
      STAFF.filter((staff) => added.has(`usr_${staff.key}`)),
    );
    if (assignments.length > 0) {
      await trx
        .insertInto('reviewer_domains')
        .values(assignments.map((row) => ({ user_id: row.userId, domain_id: row.domainId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  return missing.length;
}

export interface SeedIdentityResult {
  /**
   * false when the database already held the demo identity data: then only demo staff accounts
   * it lacked (added since it was seeded) are written, counted in `users`.
   */
  seeded: boolean;
  organisations: number;
  users: number;
  ssoIdentities: number;
}

/** Writes the demo identity data in one transaction, unless it is there already. */
export async function seedIdentity(db: Kysely<Database>, now: number): Promise<SeedIdentityResult> {
  const nothing = { seeded: false, organisations: 0, users: 0, ssoIdentities: 0 };
  if (await isSeeded(db)) return { ...nothing, users: await addMissingStaff(db, now) };

  // Hashed outside the transaction (SQLite would hold its write lock meanwhile).
  const passwordHashes = await demoPasswordHashes();

  const organisations: NewOrganisation[] = DEMO_ORGANISATIONS.map((org) => ({
    id: org.id,
    name: org.name,
    credit_code: org.creditCode,
    legal_person: org.legalPerson,
    address: org.address,
    created_at: now,
  }));

  const users: NewUser[] = [
    ...staffRows(passwordHashes, now),
    ...DEMO_ORGANISATIONS.map((org): NewUser => ({
      id: `usr_${org.account.replace('.', '_')}`,
      account: org.account,
      password_hash: null,
      user_type: 'second',
      name: org.legalPerson,
      phone: org.phone,
      org_id: org.id,
      rights: JSON.stringify(DEMO_RIGHTS.corporation),
      enabled: org.enabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })),
  ];

  const identities = [
    ...DEMO_ORGANISATIONS.map((org) => ({
      id: `sso_${org.account.replace('.', '_')}`,
      account: org.account,
      display_name: org.name,
      kind: 'corporation' as const,
      credit_code: org.creditCode,
      created_at: now,
    })),
    {
      id: `sso_corp_${UNREGISTERED_CORPORATION.key}`,
      account: `corp.${UNREGISTERED_CORPORATION.key}`,
      display_name: UNREGISTERED_CORPORATION.name,
      kind: 'corporation' as const,
      credit_code: UNREGISTERED_CORPORATION.creditCode,
      created_at: now,
    },
    ...NATURAL_PERSONS.map((person) => ({
      id: `sso_person_${person.key}`,
      account: `person.${person.key}`,
      display_name: person.name,
      kind: 'natural' as const,
      credit_code: null,
      created_at: now,
    })),
  ];

  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: two seeders racing write once (the unique
    // constraints and ON CONFLICT DO NOTHING keep the loser from failing).
    if (await isSeeded(trx)) return nothing;
    await trx
      .insertInto('organisations')
      .values(organisations)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('users')
      .values(users)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await writeHoldings(trx, STAFF);
    await trx
      .insertInto('dev_sso_identities')
      .values(identities)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return { seeded: true, organisations: organisations.length, users: users.length, ssoIdentities: identities.length };
  });
}
