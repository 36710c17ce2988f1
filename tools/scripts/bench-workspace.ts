/**
 * The workspace load of the API benchmark (issue 6): corporations, domain reviewers and
 * BENCH_APPLICATIONS onboarding applications (3 000 by default) written into the bench
 * database through the real onboarding service — its state machine, versions and audit
 * trail — so the queues, homes and details are measured over realistic rows: spread over
 * the open domains and many corporations, in every state, some in a second round.
 *
 * Times are simulated (the service gets a `now` per step): each application starts on a day
 * in the last 180 days and moves on hours to days later; the steps of all applications run
 * in time order, so their trails interleave as they would in production.
 */
import type { Kysely } from 'kysely';
import { creditCodeCheckChar, type ReviewDecision, type ReviewStage } from '@portal/api-contract';
import { newToken, sha256, type Database, type User } from '@portal/server-db';
import { createOnboardingService } from '@portal/server-onboarding';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic (mulberry32): two runs write the same applications. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A credit code with valid check characters (GB 11714 organisation code, GB 32100 check). */
function creditCode(serial: number): string {
  const body = `MB${String(serial).padStart(6, '0')}`;
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body.charAt(i), 36) * (weights[i] ?? 0);
  const check = 11 - (sum % 11);
  const first17 = `91320100${body}${check === 10 ? 'X' : check === 11 ? '0' : String(check)}`;
  return first17 + creditCodeCheckChar(first17);
}

const CITIES = ['南京', '无锡', '徐州', '常州', '苏州', '南通', '连云港', '淮安', '盐城', '扬州', '镇江', '泰州', '宿迁'];
const TRADES = ['智慧交通', '健康医疗', '金融科技', '商业数据', '空间信息', '文旅数字', '教育科技', '气象服务', '城市计算', '产业互联'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '朱', '马', '胡', '郭'];
const GIVEN = ['建国', '晓梅', '志强', '海燕', '文斌', '丽娟', '俊杰', '雪峰', '佳慧', '国平', '明辉', '静怡'];
const OPINIONS: Record<'reject' | 'return', readonly string[]> = {
  reject: ['数据安全管理制度不完善，暂不具备授权运营条件。', '应用场景与申请领域关联度不足，请重新评估后申请。', '近三年存在数据安全违规记录，不予通过。'],
  return: ['请补充数据使用范围与脱敏方案说明。', '联系人信息与营业执照登记信息不一致，请核实后重新提交。', '请补充安全评估报告及相关证明材料。'],
};

/** Who acts at a step: the applicant, the domain's first-stage reviewer, or the platform admin. */
type Step = { kind: 'submit' } | { kind: 'withdraw' } | { kind: 'save' } | { kind: 'review'; stage: ReviewStage; decision: ReviewDecision };

/** An application's life after its draft, drawn once per application (weights ≈ share of all applications). */
function planOf(random: () => number): Step[] {
  const submit: Step = { kind: 'submit' };
  const first = (decision: ReviewDecision): Step => ({ kind: 'review', stage: 'first', decision });
  const final = (decision: ReviewDecision): Step => ({ kind: 'review', stage: 'final', decision });
  const r = random();
  if (r < 0.08) return random() < 0.5 ? [] : [{ kind: 'save' }]; // draft
  if (r < 0.13) return [submit, { kind: 'withdraw' }]; // withdrawn while waiting
  if (r < 0.33) return [submit]; // waiting for first review
  if (r < 0.48) return [submit, first('pass')]; // waiting for final review
  if (r < 0.76) return [submit, first('pass'), final('pass')]; // approved
  if (r < 0.81) return [submit, first('reject')]; // rejected at first review
  if (r < 0.84) return [submit, first('pass'), final('reject')]; // rejected at final review
  if (r < 0.88) return [submit, first('return')]; // returned for changes
  if (r < 0.92) return [submit, first('return'), { kind: 'save' }, submit, first('pass')]; // second round, waiting for final
  if (r < 0.96) return [submit, first('pass'), final('return'), { kind: 'save' }, submit, first('pass'), final('pass')]; // second round, approved
  return [submit, first('reject'), { kind: 'save' }, submit]; // second round, waiting for first review
}

export interface WorkspaceLoad {
  applications: number;
  corporations: number;
  transitions: number;
  seconds: number;
  byStatus: Record<string, number>;
}

/**
 * Writes the load. Needs the demo seed (identity, catalogue, entry configs, reviewers);
 * the eight open domains without a reviewer get one (`bench.reviewer.<domain>`).
 */
export async function seedWorkspaceLoad(db: Kysely<Database>, { applications, now }: { applications: number; now: number }): Promise<WorkspaceLoad> {
  const started = performance.now();
  const random = rng(0x6_0006);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const person = () => `${pick(SURNAMES)}${pick(GIVEN)}`;
  const phone = () => `139${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;

  const open = await db
    .selectFrom('domain_entry_configs as c')
    .innerJoin('data_domains as d', 'd.id', 'c.domain_id')
    .select(['d.id', 'd.name'])
    .where('c.status', '=', 'open')
    .orderBy('d.sort_order')
    .execute();
  if (open.length === 0) throw new Error('bench: no open domain (is the demo data seeded?)');

  // A first-stage reviewer for every open domain (the demo has three).
  const reviewed = new Set((await db.selectFrom('reviewer_domains').select('domain_id').execute()).map((row) => row.domain_id));
  const rights = JSON.stringify(['workspace:home', 'domain:view', 'domain:first-review']);
  for (const domain of open.filter((d) => !reviewed.has(d.id))) {
    const id = `usr_bench_reviewer_${domain.id.replace(/^dom_/, '')}`;
    await db
      .insertInto('users')
      .values({
        id,
        account: `bench.reviewer.${domain.id.replace(/^dom_/, '')}`,
        password_hash: null,
        user_type: 'user',
        name: person(),
        phone: phone(),
        org_id: null,
        rights,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.insertInto('reviewer_domains').values({ user_id: id, domain_id: domain.id }).execute();
  }

  // Corporations: the demo's corp.jsdata applies in most open domains, the rest in five each.
  const perCorporation = Math.min(5, open.length);
  const extra = Math.ceil(applications / perCorporation);
  const corpRights = JSON.stringify(['workspace:home', 'domain:apply', 'domain:view']);
  const orgRows = Array.from({ length: extra }, (_, i) => {
    const city = CITIES[i % CITIES.length]!;
    return {
      id: `org_bench_${i}`,
      name: `${city}${pick(TRADES)}${['数据', '信息', '科技'][i % 3]}有限公司（${String(i + 1).padStart(4, '0')}）`,
      credit_code: creditCode(i + 1),
      legal_person: person(),
      address: `江苏省${city}市高新区创新路${(i % 300) + 1}号`,
      created_at: now - 400 * DAY,
    };
  });
  for (let i = 0; i < orgRows.length; i += 200)
    await db
      .insertInto('organisations')
      .values(orgRows.slice(i, i + 200))
      .execute();
  const userRows = orgRows.map((org, i) => ({
    id: `usr_bench_corp_${i}`,
    account: `bench.corp.${i}`,
    password_hash: null,
    user_type: 'second' as const,
    name: org.legal_person,
    phone: phone(),
    org_id: org.id,
    rights: corpRights,
    enabled: 1,
    created_at: now - 400 * DAY,
    updated_at: now - 400 * DAY,
  }));
  for (let i = 0; i < userRows.length; i += 200)
    await db
      .insertInto('users')
      .values(userRows.slice(i, i + 200))
      .execute();

  const users = new Map((await db.selectFrom('users').selectAll().execute()).map((user) => [user.id, user as User]));
  const reviewerOf = new Map(
    (await db.selectFrom('reviewer_domains').select(['user_id', 'domain_id']).execute()).map((row) => [row.domain_id, users.get(row.user_id)!]),
  );
  const admin = [...users.values()].find((user) => user.account === 'admin')!;
  const jsdata = [...users.values()].find((user) => user.account === 'corp.jsdata')!;

  // Who applies where: bench corporation i in five consecutive open domains from i; corp.jsdata in all but the last two.
  const requests: { applicant: User; domainId: string }[] = [];
  for (let i = 0; requests.length < applications; i++) {
    const applicant = users.get(`usr_bench_corp_${Math.floor(i / perCorporation)}`)!;
    requests.push({ applicant, domainId: open[(Math.floor(i / perCorporation) + (i % perCorporation)) % open.length]!.id });
  }
  for (const domain of open.slice(0, Math.max(1, open.length - 2))) requests.push({ applicant: jsdata, domainId: domain.id });

  // Every step with its time; run in time order across applications.
  type Event = { at: number; app: number; step: number };
  const events: Event[] = [];
  const plans = requests.map((request, app) => {
    const plan = planOf(random);
    let at = now - Math.floor(random() * 180) * DAY - Math.floor(random() * 9 + 9) * HOUR;
    const times = [at];
    for (let step = 0; step < plan.length; step++) {
      at += Math.floor((random() * 4 + 0.1) * DAY);
      times.push(Math.min(at, now - HOUR));
    }
    times.forEach((t, step) => events.push({ at: t, app, step }));
    return { request, plan, times };
  });
  events.sort((a, b) => a.at - b.at || a.app - b.app || a.step - b.step);

  let clock = 0;
  const service = createOnboardingService({ db, now: () => clock });
  const state: { id: string; version: number }[] = [];
  for (const event of events) {
    clock = event.at;
    const { request, plan } = plans[event.app]!;
    const contact = { contactName: person(), contactPhone: phone() };
    const fields = {
      domainId: request.domainId,
      scenario: `面向${request.applicant.name}所在单位的业务，基于该领域公共数据开发分析与服务产品，第${event.step + 1}稿。`,
      dataUse: '仅在授权运营环境内加工使用，产出经脱敏处理的统计分析结果，不对外提供原始数据。',
    };
    if (event.step === 0) {
      const { application } = await service.saveDraft(request.applicant, { ...fields, ...contact });
      state[event.app] = { id: application.id, version: application.version };
      continue;
    }
    const current = state[event.app]!;
    const step = plan[event.step - 1]!;
    let result;
    if (step.kind === 'save') result = await service.saveDraft(request.applicant, { ...fields, ...contact, id: current.id, version: current.version });
    else if (step.kind === 'submit') result = await service.submit(request.applicant, current.id, current.version);
    else if (step.kind === 'withdraw') result = await service.withdraw(request.applicant, current.id, current.version);
    else {
      const actor = step.stage === 'first' ? reviewerOf.get(request.domainId)! : admin;
      const opinion = step.decision === 'pass' ? (random() < 0.3 ? '材料齐全，符合入驻条件。' : undefined) : pick(OPINIONS[step.decision]);
      result = await service.review(actor, {
        id: current.id,
        version: current.version,
        stage: step.stage,
        decision: step.decision,
        ...(opinion ? { opinion } : {}),
      });
    }
    current.version = result.application.version;
  }

  const byStatus = Object.fromEntries(
    (
      await db
        .selectFrom('domain_applications')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .orderBy('status')
        .execute()
    ).map((row) => [row.status, Number(row.n)]),
  );
  const transitions = Number(
    (
      await db
        .selectFrom('application_transitions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { applications: requests.length, corporations: extra + 1, transitions, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), byStatus };
}

/**
 * A session written straight into the table, as apps/api/src/testing/actors.ts `sessionFor`
 * does (256-bit token, its SHA-256 stored); sent as the User-Token header.
 */
export async function benchSession(db: Kysely<Database>, account: string, now: number): Promise<string> {
  const user = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: now + 12 * HOUR,
      absolute_expires_at: now + 24 * HOUR,
      revoked_at: null,
    })
    .execute();
  return token;
}
