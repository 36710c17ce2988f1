import { SqliteIntrospector, sql, type Kysely } from 'kysely';
import { enterpriseCreditCode } from '@portal/api-contract';
import type { Database } from '@portal/server-db';

/**
 * What the demo seed modules share: the demo corporations, the staff passwords and rights,
 * the reviewers' domains and the seedable PRNG. Imported by ./seed-identity.ts,
 * ./seed-catalogue.ts, ./seed-publications.ts and ./seed-onboarding.ts; it imports none of
 * them, so the seed modules form no cycle (./seed.ts composes them).
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

const ORGS: ReadonlyArray<Omit<DemoOrganisation, 'id' | 'creditCode' | 'account'> & { key: string; division: string; body: string }> = [
  {
    key: 'jsdata',
    name: '江苏省数据集团有限公司',
    division: '320000',
    body: 'MA7DQ4K2',
    legalPerson: '周振华',
    address: '江苏省南京市建邺区江东中路359号国睿大厦18楼',
    phone: '13951700101',
    enabled: true,
  },
  {
    key: 'njtraffic',
    name: '南京交通数据科技有限公司',
    division: '320104',
    body: 'MA1WCR83',
    legalPerson: '陈立群',
    address: '江苏省南京市秦淮区中山南路169号交通大厦9楼',
    phone: '13951700102',
    enabled: true,
  },
  {
    key: 'szmed',
    name: '苏州工业园区医疗大数据有限公司',
    division: '320594',
    body: 'MA1MHG6T',
    legalPerson: '顾晓岚',
    address: '江苏省苏州市苏州工业园区星湖街328号创意产业园12幢',
    phone: '13962100103',
    enabled: true,
  },
  {
    key: 'wxfintech',
    name: '无锡金融科技服务有限公司',
    division: '320214',
    body: 'MA1XB59P',
    legalPerson: '钱伟民',
    address: '江苏省无锡市新吴区菱湖大道200号中国传感网国际创新园E2栋',
    phone: '13861700104',
    enabled: true,
  },
  {
    key: 'czmfg',
    name: '常州智能制造数据有限公司',
    division: '320411',
    body: 'MA20LE7N',
    legalPerson: '恽建平',
    address: '江苏省常州市新北区太湖东路9号常州科教城创研港3号楼',
    phone: '13915000105',
    enabled: true,
  },
  {
    key: 'ntport',
    name: '南通港口物流信息有限公司',
    division: '320613',
    body: '13865421',
    legalPerson: '曹永康',
    address: '江苏省南通市崇川区青年东路88号港航大厦7楼',
    phone: '13962800106',
    enabled: true,
  },
  {
    key: 'xzenergy',
    name: '徐州能源数据服务有限公司',
    division: '320311',
    body: 'MA1Y3K0R',
    legalPerson: '刘长海',
    address: '江苏省徐州市泉山区中山南路3号能源大厦11楼',
    phone: '13952100107',
    enabled: true,
  },
  {
    key: 'yzculture',
    name: '扬州文旅数据运营有限公司',
    division: '321003',
    body: 'MA22UD48',
    legalPerson: '孙雅琴',
    address: '江苏省扬州市邗江区文昌西路56号扬州软件园3号楼',
    phone: '13805250108',
    enabled: true,
  },
  {
    key: 'lygagri',
    name: '连云港农业大数据有限公司',
    division: '320706',
    body: 'MA1Q7T2C',
    legalPerson: '王海涛',
    address: '江苏省连云港市海州区朝阳东路66号农业科技大厦5楼',
    phone: '13851300109',
    enabled: true,
  },
  {
    key: 'tzpharma',
    name: '泰州医药健康数据有限公司',
    division: '321202',
    body: 'MA1TJN65',
    legalPerson: '丁志刚',
    address: '江苏省泰州市海陵区药城大道1号中国医药城会展交易中心4楼',
    phone: '13952600110',
    enabled: false,
  },
];

/** The seeded corporations (each with a platform account `corp.<key>` and an SSO identity). */
export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = ORGS.map((org) => ({
  id: `org_${org.key}`,
  name: org.name,
  creditCode: enterpriseCreditCode(org.division, org.body),
  legalPerson: org.legalPerson,
  address: org.address,
  account: `corp.${org.key}`,
  phone: org.phone,
  enabled: org.enabled,
}));

/** Reviewer accounts and the domain each reviews at the first stage. */
export const REVIEWER_DOMAINS: ReadonlyArray<{ userId: string; domainId: string }> = [
  { userId: 'usr_reviewer_traffic', domainId: 'dom_traffic' },
  { userId: 'usr_reviewer_health', domainId: 'dom_health' },
  { userId: 'usr_reviewer_culture', domainId: 'dom_culture' },
];

/** mulberry32: a small, fast, seedable PRNG in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * SQLite: copies the write-ahead log into the database and truncates it to nothing. After a large
 * seed the log would otherwise keep, on disk, the size of the largest transaction. It waits for
 * other connections' readers up to the busy timeout; when it cannot finish, the log is left as it
 * is (no harm: the next checkpoints go on as usual). Not inside a transaction. PostgreSQL: nothing.
 */
export async function truncateWriteAheadLog(db: Kysely<Database>): Promise<void> {
  if (!(db.introspection instanceof SqliteIntrospector)) return;
  try {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } catch {
    // Housekeeping only: the data is committed either way.
  }
}
