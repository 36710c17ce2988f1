import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enterpriseCreditCode } from '@portal/api-contract';
import { hashPasswordWithSalt } from './password';
import { seedCatalogue, type SeedCatalogueResult } from './seed-catalogue';
import { seedPublications, type SeedPublicationsResult } from './seed-publications';
import { createSearchIndex } from './search/search-index';
import { REVIEWER_DOMAINS, seedOnboarding, type SeedOnboardingResult } from './seed-onboarding';
import type { Database, NewOrganisation, NewUser } from './schema';

/**
 * Demo data (architecture §7): a deterministic, idempotent seeder with realistic
 * Jiangsu content. Ids derive from stable names (`org_jsdata`, `usr_admin`), password
 * salts from account names, times from the `now` the caller passes: two runs with the
 * same `now` write identical rows. Identity here; the catalogue (departments, domains,
 * resources, products) in ./seed-catalogue.ts, written right after.
 */

/**
 * Plain demo passwords of the seeded staff accounts. DEMO ONLY: printed by `npm start`
 * and `npm run seed`; never use this seeder on a production database.
 */
export const DEMO_PASSWORDS = {
  admin: 'Admin@2026',
  reviewer: 'Review@2026',
} as const;

/** Rights carried in AuthState and checked by the server (architecture §5). */
export const DEMO_RIGHTS = {
  admin: ['workspace:home', 'domain:view', 'domain:final-review', 'entry:manage', 'admin:manage', 'user:manage', 'announce:edit', 'content:edit'],
  reviewer: ['workspace:home', 'domain:view', 'domain:first-review'],
  corporation: ['workspace:home', 'domain:apply', 'domain:view'],
} as const;

export interface DemoOrganisation {
  id: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  address: string;
  /** The corporation's SSO account; also its platform account (`user_type` second). */
  account: string;
  phone: string;
  /** false: the platform account exists but is disabled. */
  enabled: boolean;
}

export interface DemoAccount {
  kind: '管理员' | '审核员' | '法人(SSO)' | '自然人(SSO)';
  account: string;
  /** Staff only: demo password (DEMO ONLY). SSO accounts sign in at the dev CAS page. */
  password?: string;
  /** Where the SMS code of the second step goes (dev SMS outbox). */
  phone?: string;
  note: string;
}

const creditCode = enterpriseCreditCode;

const ORGS: ReadonlyArray<Omit<DemoOrganisation, 'id' | 'creditCode' | 'account'> & { key: string; division: string; body: string }> = [
  { key: 'jsdata', name: '江苏省数据集团有限公司', division: '320000', body: 'MA7DQ4K2', legalPerson: '周振华', address: '江苏省南京市建邺区江东中路359号国睿大厦18楼', phone: '13951700101', enabled: true },
  { key: 'njtraffic', name: '南京交通数据科技有限公司', division: '320104', body: 'MA1WCR83', legalPerson: '陈立群', address: '江苏省南京市秦淮区中山南路169号交通大厦9楼', phone: '13951700102', enabled: true },
  { key: 'szmed', name: '苏州工业园区医疗大数据有限公司', division: '320594', body: 'MA1MHG6T', legalPerson: '顾晓岚', address: '江苏省苏州市苏州工业园区星湖街328号创意产业园12幢', phone: '13962100103', enabled: true },
  { key: 'wxfintech', name: '无锡金融科技服务有限公司', division: '320214', body: 'MA1XB59P', legalPerson: '钱伟民', address: '江苏省无锡市新吴区菱湖大道200号中国传感网国际创新园E2栋', phone: '13861700104', enabled: true },
  { key: 'czmfg', name: '常州智能制造数据有限公司', division: '320411', body: 'MA20LE7N', legalPerson: '恽建平', address: '江苏省常州市新北区太湖东路9号常州科教城创研港3号楼', phone: '13915000105', enabled: true },
  { key: 'ntport', name: '南通港口物流信息有限公司', division: '320613', body: '13865421', legalPerson: '曹永康', address: '江苏省南通市崇川区青年东路88号港航大厦7楼', phone: '13962800106', enabled: true },
  { key: 'xzenergy', name: '徐州能源数据服务有限公司', division: '320311', body: 'MA1Y3K0R', legalPerson: '刘长海', address: '江苏省徐州市泉山区中山南路3号能源大厦11楼', phone: '13952100107', enabled: true },
  { key: 'yzculture', name: '扬州文旅数据运营有限公司', division: '321003', body: 'MA22UD48', legalPerson: '孙雅琴', address: '江苏省扬州市邗江区文昌西路56号扬州软件园3号楼', phone: '13805250108', enabled: true },
  { key: 'lygagri', name: '连云港农业大数据有限公司', division: '320706', body: 'MA1Q7T2C', legalPerson: '王海涛', address: '江苏省连云港市海州区朝阳东路66号农业科技大厦5楼', phone: '13851300109', enabled: true },
  { key: 'tzpharma', name: '泰州医药健康数据有限公司', division: '321202', body: 'MA1TJN65', legalPerson: '丁志刚', address: '江苏省泰州市海陵区药城大道1号中国医药城会展交易中心4楼', phone: '13952600110', enabled: false },
];

/** The seeded corporations (each with a platform account `corp.<key>` and an SSO identity). */
export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = ORGS.map((org) => ({
  id: `org_${org.key}`,
  name: org.name,
  creditCode: creditCode(org.division, org.body),
  legalPerson: org.legalPerson,
  address: org.address,
  account: `corp.${org.key}`,
  phone: org.phone,
  enabled: org.enabled,
}));

const STAFF = [
  {
    key: 'admin',
    account: 'admin',
    name: '平台管理员',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700001',
    rights: DEMO_RIGHTS.admin,
    note: '平台运营方：终审、管理员与用户管理、入口配置、公告与内容墙',
  },
  {
    key: 'reviewer_traffic',
    account: 'reviewer.traffic',
    name: '赵明远',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13951700002',
    rights: DEMO_RIGHTS.reviewer,
    note: '交通运输领域审核员：初审',
  },
  {
    key: 'reviewer_health',
    account: 'reviewer.health',
    name: '李静怡',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13851700003',
    rights: DEMO_RIGHTS.reviewer,
    note: '医疗健康领域审核员：初审',
  },
  {
    key: 'reviewer_culture',
    account: 'reviewer.culture',
    name: '周文博',
    userType: 'user',
    password: DEMO_PASSWORDS.reviewer,
    phone: '13951700004',
    rights: DEMO_RIGHTS.reviewer,
    note: '文化旅游领域审核员：初审',
  },
  {
    key: 'admin_ops',
    account: 'admin.ops',
    name: '吴静安',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700005',
    rights: DEMO_RIGHTS.admin,
    note: '平台运营管理员：终审与入口配置',
  },
  {
    key: 'admin_content',
    account: 'admin.content',
    name: '郑晓彤',
    userType: 'admin',
    password: DEMO_PASSWORDS.admin,
    phone: '13951700006',
    rights: DEMO_RIGHTS.admin,
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
  ...DEMO_ORGANISATIONS.map(
    (org): DemoAccount => ({
      kind: '法人(SSO)',
      account: org.account,
      phone: org.phone,
      note: org.enabled ? org.name : `${org.name}（账号已停用，用于授权测试）`,
    }),
  ),
  {
    kind: '法人(SSO)',
    account: `corp.${UNREGISTERED_CORPORATION.key}`,
    note: `${UNREGISTERED_CORPORATION.name}（SSO 有身份，平台未开户）`,
  },
  ...NATURAL_PERSONS.map(
    (person): DemoAccount => ({ kind: '自然人(SSO)', account: `person.${person.key}`, note: `${person.name}（自然人：仅支持法人登录）` }),
  ),
];

export interface SeedResult {
  /**
   * false when the database already held the demo identity data: then only demo staff accounts
   * it lacked (added since it was seeded) are written, counted in `users`.
   */
  seeded: boolean;
  organisations: number;
  users: number;
  ssoIdentities: number;
  /** The catalogue, seeded on its own terms (also into a database seeded before it existed). */
  catalogue: SeedCatalogueResult;
  /** News, policies, calls, pages and the home wall (after the catalogue: the wall features it). */
  publications: SeedPublicationsResult;
  /** Entry configurations and reviewers' domains (issue 6). */
  onboarding: SeedOnboardingResult;
  /** Items (re)indexed for search; 0 when the index was already in step. */
  searchDocuments: number;
}

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
  demoHashes ??= Promise.all(
    STAFF.map(async (staff) => [staff.account, await hashPasswordWithSalt(staff.password, demoSalt(staff.account))] as const),
  ).then((entries) => new Map(entries));
  demoHashes.catch(() => {
    demoHashes = undefined;
  });
  return demoHashes;
}

/**
 * Writes the demo identity data in one transaction, unless it is there already, then the
 * catalogue (its own transaction, skipped when present; `resources` data resources, default
 * 520). `now` (epoch ms) stamps every row, so equal `now` gives equal rows.
 */
export async function seedDemoData(db: Kysely<Database>, options: { now: number; resources?: number }): Promise<SeedResult> {
  const { now } = options;
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError('seedDemoData: now must be epoch milliseconds');
  const identity = await seedIdentity(db, now);
  const catalogue = await seedCatalogue(db, { now, ...(options.resources !== undefined && { resources: options.resources }) });
  const publications = await seedPublications(db, { now });
  const onboarding = await seedOnboarding(db, { now });
  // The search index follows what was just seeded (and is built once for a database seeded before it existed).
  const index = createSearchIndex(db);
  const searchDocuments = catalogue.seeded || publications.seeded || (await index.isEmpty()) ? await index.rebuild() : 0;
  return { ...identity, catalogue, publications, onboarding, searchDocuments };
}

/** The seeded staff accounts as rows. */
function staffRows(passwordHashes: Map<string, string>, now: number): NewUser[] {
  return STAFF.map(
    (staff): NewUser => ({
      id: `usr_${staff.key}`,
      account: staff.account,
      password_hash: passwordHashes.get(staff.account) ?? null,
      user_type: staff.userType,
      name: staff.name,
      phone: staff.phone,
      org_id: null,
      rights: JSON.stringify(staff.rights),
      enabled: 1,
      created_at: now,
      updated_at: now,
    }),
  );
}

/**
 * A database seeded before a demo staff account existed gets that account (the start-up banner
 * lists every one): missing accounts are added, present ones are left exactly as they are.
 */
async function addMissingStaff(db: Kysely<Database>, now: number): Promise<number> {
  const present = new Set((await db.selectFrom('users').select('account').where('account', 'in', STAFF.map((staff) => staff.account)).execute()).map((row) => row.account));
  if (present.size === STAFF.length) return 0;
  const missing = staffRows(await demoPasswordHashes(), now).filter((row) => !present.has(row.account));
  const added = new Set(missing.map((row) => row.id));
  const domains = new Set((await db.selectFrom('data_domains').select('id').execute()).map((row) => row.id));
  // A reviewer added now also gets its demo domain (the others' assignments are the admins' to keep).
  const assignments = REVIEWER_DOMAINS.filter((row) => added.has(row.userId) && domains.has(row.domainId));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(missing).onConflict((oc) => oc.doNothing()).execute();
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

async function seedIdentity(db: Kysely<Database>, now: number): Promise<Omit<SeedResult, 'catalogue' | 'publications' | 'onboarding' | 'searchDocuments'>> {
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
    ...DEMO_ORGANISATIONS.map(
      (org): NewUser => ({
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
      }),
    ),
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
    await trx.insertInto('organisations').values(organisations).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('users').values(users).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('dev_sso_identities').values(identities).onConflict((oc) => oc.doNothing()).execute();
    return { seeded: true, organisations: organisations.length, users: users.length, ssoIdentities: identities.length };
  });
}
