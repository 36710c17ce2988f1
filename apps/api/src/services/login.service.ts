import { sql, type Kysely } from 'kysely';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE, type AuthState } from '@portal/api-contract';
import { newId, sha256, type Database, type LoginAttempt, type User } from '@portal/server-db';
import { maskPhone, type SmsSender } from '@portal/server-identity';
import { ERR, HttpError } from '@portal/server-core';
import type { SessionService } from './session.service';

/** CAS 3.0 ticket validation (the government SSO, or the dev provider). */
export interface CasValidator {
  validate(
    ticket: string,
    service: string,
  ): Promise<
    | { ok: true; user: string; attributes: { userType: string; name?: string | undefined; creditCode?: string | undefined } }
    | { ok: false; code: string; description?: string | undefined }
  >;
}

export type { SmsSender } from '@portal/server-identity';

export interface PasswordVerifier {
  verify(plain: string, stored: string | null): Promise<boolean>;
  /** Whether a stored hash was made with weaker parameters than today's; then `hash` upgrades it at sign-in. */
  needsRehash?(stored: string): boolean;
  hash?(plain: string): Promise<string>;
}

/** Second-step rules (issue 4): 6 digits, 5 minutes, single use, 5 wrong tries kill the attempt. */
export const SMS_RULES = {
  codeTtlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  /** Per phone: 1 per minute, 5 per hour, 10 per day. */
  limits: [
    { windowMs: 60_000, max: 1, msg: '验证码发送过于频繁，请1分钟后再试' },
    { windowMs: 3_600_000, max: 5, msg: '验证码发送次数过多，请1小时后再试' },
    { windowMs: 86_400_000, max: 10, msg: '今日验证码发送次数已达上限，请明天再试' },
  ],
} as const;

/**
 * Per-account backoff on wrong passwords (issue 12 §7). Five tries are free; the fifth locks the
 * name for 1 minute, each further one doubles it, up to 30 minutes. A correct password clears the
 * count; a day without tries forgets it. Unknown names are counted the same way.
 */
export const PASSWORD_BACKOFF = {
  freeTries: 5,
  /** Lock after the n-th try (n ≥ freeTries): 1, 2, 4, 8, 16, then 30 minutes. */
  lockMs: (tries: number) => Math.min(30, 2 ** Math.max(0, tries - 5)) * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

const accountKey = (account: string) => account.trim().normalize('NFKC').toLowerCase().slice(0, 128);

/** A login attempt lives this long between the first and the second step. */
const ATTEMPT_TTL_MS = 10 * 60_000;

const codeHash = (attemptId: string, code: string) => sha256(`${attemptId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface LoginDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  cas: () => CasValidator;
  sms: SmsSender;
  passwords: PasswordVerifier;
  now?: () => number;
  /** Where a failed SMS send is reported (the phone masked, never the code). */
  log?: { warn(object: object, message?: string): void };
}

/**
 * Sign-in (architecture §5): a first step (CAS ticket for corporations, account +
 * password for staff) starts an attempt; the SMS second step must pass before
 * `second` turns the attempt into a session. Every failure fails closed.
 */
export function createLoginService({ db, sessions, cas, sms, passwords, now = Date.now, log }: LoginDeps) {
  async function startAttempt(user: User, loginType: 'sso' | 'account', uuid: string) {
    if (user.enabled !== 1) throw ERR.forbidden('账号已被停用，请联系平台管理员');
    const at = now();
    const id = newId('att');
    await db
      .insertInto('login_attempts')
      .values({
        id,
        user_id: user.id,
        login_type: loginType,
        uuid,
        created_at: at,
        expires_at: at + ATTEMPT_TTL_MS,
        code_hash: null,
        code_expires_at: null,
        wrong_tries: 0,
        verified_at: null,
        consumed_at: null,
        dead_at: null,
      })
      .execute();
    return { attemptId: id, maskedPhone: maskPhone(user.phone), userType: user.user_type };
  }

  let lastFailureSweep = 0;

  /**
   * Counts a password try for an account name before its password is checked, in one statement
   * that also sets the lock once the free tries are used up: a burst of concurrent guesses cannot
   * all pass a read of the count (as with the SMS tries, §1). A locked name is refused with the
   * time left, without checking the password.
   */
  async function spendPasswordTry(key: string): Promise<void> {
    const at = now();
    const tries = sql<number>`(case when login_failures.updated_at < ${at - PASSWORD_BACKOFF.forgetAfterMs} then 1 else login_failures.failures + 1 end)`;
    const steps = Array.from({ length: 6 }, (_, index) => PASSWORD_BACKOFF.freeTries + index);
    const lockFor = (count: ReturnType<typeof sql>) =>
      sql`(case ${sql.join(
        steps.map((step, index) =>
          index === steps.length - 1
            ? sql`when ${count} >= ${step} then cast(${at + PASSWORD_BACKOFF.lockMs(step)} as bigint)`
            : sql`when ${count} = ${step} then cast(${at + PASSWORD_BACKOFF.lockMs(step)} as bigint)`,
        ),
        sql` `,
      )} else null end)`;
    const spent = await sql<{ failures: number }>`
      insert into login_failures (account_key, failures, locked_until, updated_at)
      values (${key}, 1, null, cast(${at} as bigint))
      on conflict (account_key) do update
        set failures = ${tries}, locked_until = ${lockFor(tries)}, updated_at = cast(${at} as bigint)
        where login_failures.locked_until is null or login_failures.locked_until <= cast(${at} as bigint)
      returning failures`.execute(db);
    if (spent.rows.length === 0) {
      const row = await db.selectFrom('login_failures').select('locked_until').where('account_key', '=', key).executeTakeFirst();
      const minutes = Math.max(1, Math.ceil((Number(row?.locked_until ?? at) - at) / 60_000));
      throw ERR.tooMany(`密码错误次数过多，该账号已暂时锁定，请${minutes}分钟后再试`);
    }
    if (at - lastFailureSweep > 10 * 60_000) {
      // Housekeeping: names nobody tried for a day and that are not locked.
      lastFailureSweep = at;
      await db
        .deleteFrom('login_failures')
        .where('updated_at', '<', at - PASSWORD_BACKOFF.forgetAfterMs)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .execute();
    }
  }

  /** A live attempt and its user, or the reason it cannot continue. */
  async function liveAttempt(attemptId: string): Promise<{ attempt: LoginAttempt; user: User }> {
    const attempt = await db.selectFrom('login_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
    if (!attempt || attempt.consumed_at !== null) throw ERR.badRequest('登录已失效，请重新登录');
    if (attempt.dead_at !== null) throw ERR.tooMany('验证码错误次数过多，请重新登录');
    if (now() >= attempt.expires_at) throw ERR.badRequest('登录已超时，请重新登录');
    const user = await db.selectFrom('users').selectAll().where('id', '=', attempt.user_id).executeTakeFirst();
    if (!user || user.enabled !== 1) throw ERR.forbidden('账号已被停用，请联系平台管理员');
    return { attempt, user };
  }

  return {
    /** Corporation: validate the CAS ticket server-to-server for our own service URL. */
    async primarySso(input: { ticket: string; service: string; uuid: string }, siteOrigin: string) {
      const service = new URL(input.service);
      // A ticket issued for another site's service must not sign anyone in here. The site's origin
      // is the configured one, never the request's Host (issue 12 §3).
      if (service.origin !== siteOrigin || service.pathname !== '/login') throw ERR.badRequest('参数错误：body.service 不是本站的登录地址');
      const result = await cas().validate(input.ticket, input.service);
      if (!result.ok) {
        if (result.code === 'PROVIDER_UNAVAILABLE') throw new HttpError(503, 5030, '统一身份认证服务暂不可用，请稍后重试');
        throw ERR.badRequest('登录票据无效或已使用，请重新登录');
      }
      if (result.attributes.userType !== 'corporation') throw ERR.legalPersonOnly();
      const user = await db.selectFrom('users').selectAll().where('account', '=', result.user).where('user_type', '=', 'second').executeTakeFirst();
      // Issue 21 §10d: its own code, so the login page shows the site's service contact with it.
      if (!user) throw new HttpError(403, NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE);
      return startAttempt(user, 'sso', input.uuid);
    },

    /** Staff: account + password. The same answer for an unknown account and a wrong password. */
    async primaryAccount(input: { account: string; password: string; uuid: string }) {
      const key = accountKey(input.account);
      await spendPasswordTry(key);
      const user = await db.selectFrom('users').selectAll().where('account', '=', input.account).executeTakeFirst();
      const staff = user && (user.user_type === 'admin' || user.user_type === 'user') ? user : undefined;
      // Verify even without a user so both paths take the same time (issue 12 §6: a full scrypt).
      const valid = await passwords.verify(input.password, staff?.password_hash ?? null);
      if (!staff || !valid) throw ERR.badRequest('账号或密码错误');
      await db.deleteFrom('login_failures').where('account_key', '=', key).execute();
      // A hash made with older, weaker parameters is upgraded while the password is at hand (ASVS 11.2.2).
      if (staff.password_hash && passwords.hash && passwords.needsRehash?.(staff.password_hash)) {
        const upgraded = await passwords.hash(input.password);
        await db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', staff.id).where('password_hash', '=', staff.password_hash).execute();
      }
      return startAttempt(staff, 'account', input.uuid);
    },

    async sendCode(attemptId: string) {
      const { attempt, user } = await liveAttempt(attemptId);
      if (attempt.verified_at !== null) throw ERR.badRequest('验证码已验证，请继续登录');
      const at = now();
      for (const limit of SMS_RULES.limits) {
        const row = await db
          .selectFrom('sms_sends')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('phone', '=', user.phone)
          .where('sent_at', '>', at - limit.windowMs)
          .executeTakeFirstOrThrow();
        if (Number(row.count) >= limit.max) throw ERR.tooMany(limit.msg);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sms_sends').values({ id: newId('sms'), phone: user.phone, sent_at: at }).execute();
        await trx
          .updateTable('login_attempts')
          .set({ code_hash: codeHash(attempt.id, code), code_expires_at: at + SMS_RULES.codeTtlMs })
          .where('id', '=', attempt.id)
          .execute();
      });
      try {
        await sms.send(user.phone, { text: `【江苏省公共数据授权运营平台】您的登录验证码为${code}，5分钟内有效。请勿泄露给他人。`, params: { code } });
      } catch (error) {
        log?.warn({ phone: maskPhone(user.phone), reason: (error as { gatewayCode?: string }).gatewayCode ?? (error as Error).name }, 'SMS send failed');
        // Fail closed: a code nobody received must not stay valid.
        await db.updateTable('login_attempts').set({ code_hash: null, code_expires_at: null }).where('id', '=', attempt.id).execute();
        throw new HttpError(503, 5031, '短信发送失败，请稍后重试');
      }
      return { resendAfterSeconds: SMS_RULES.resendAfterSeconds, expiresInSeconds: SMS_RULES.codeTtlMs / 1000 };
    },

    async checkCode(attemptId: string, code: string) {
      const { attempt } = await liveAttempt(attemptId);
      if (attempt.verified_at !== null) throw ERR.badRequest('验证码已验证，请继续登录');
      if (!attempt.code_hash || attempt.code_expires_at === null || now() >= attempt.code_expires_at) {
        throw ERR.badRequest('验证码已失效，请重新获取');
      }
      // Every check spends one of the attempt's tries first, in one conditional statement: a burst
      // of concurrent guesses cannot all pass a read of the count (issue 12 §1). PostgreSQL locks
      // the row for the update and re-checks the condition on the row it then sees; SQLite writes
      // one statement at a time.
      const spent = await db
        .updateTable('login_attempts')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', attempt.id)
        .where('verified_at', 'is', null)
        .where('dead_at', 'is', null)
        .where('wrong_tries', '<', SMS_RULES.maxWrongTries)
        .returning('wrong_tries')
        .executeTakeFirst();
      if (!spent) {
        // The tries are used up (or another check passed meanwhile): the attempt is over.
        await db.updateTable('login_attempts').set({ dead_at: now(), code_hash: null }).where('id', '=', attempt.id).where('verified_at', 'is', null).execute();
        throw ERR.tooMany('验证码错误次数过多，请重新登录');
      }
      if (sameHash(attempt.code_hash, codeHash(attempt.id, code))) {
        // Single use: the code is gone once it passed; the try it spent is given back (it was not wrong).
        const updated = await db
          .updateTable('login_attempts')
          .set((eb) => ({ verified_at: now(), code_hash: null, code_expires_at: null, wrong_tries: eb('wrong_tries', '-', 1) }))
          .where('id', '=', attempt.id)
          .where('verified_at', 'is', null)
          .where('dead_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw ERR.badRequest('登录已失效，请重新登录');
        return { passed: true as const };
      }
      if (spent.wrong_tries >= SMS_RULES.maxWrongTries) {
        await db.updateTable('login_attempts').set({ dead_at: now(), code_hash: null }).where('id', '=', attempt.id).where('verified_at', 'is', null).execute();
        throw ERR.tooMany('验证码错误次数过多，请重新登录');
      }
      throw ERR.badRequest(`验证码错误，还可尝试${SMS_RULES.maxWrongTries - spent.wrong_tries}次`);
    },

    /** Turns a verified attempt into a session, once; returns the spec §3 AuthState. */
    async complete(attemptId: string): Promise<AuthState> {
      const { attempt, user } = await liveAttempt(attemptId);
      if (attempt.verified_at === null) throw ERR.forbidden('请先完成短信验证');
      return db.transaction().execute(async (trx) => {
        const consumed = await trx
          .updateTable('login_attempts')
          .set({ consumed_at: now() })
          .where('id', '=', attempt.id)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (Number(consumed.numUpdatedRows) !== 1) throw ERR.badRequest('登录已失效，请重新登录');
        const token = await sessions.create(user.id, trx);
        const org = user.org_id ? await trx.selectFrom('organisations').select('name').where('id', '=', user.org_id).executeTakeFirst() : undefined;
        const rights = JSON.parse(user.rights) as unknown;
        return {
          userType: user.user_type,
          name: user.name,
          corName: org?.name ?? '',
          token,
          rights: Array.isArray(rights) ? rights.filter((right): right is string => typeof right === 'string' && right !== '') : [],
        };
      });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
