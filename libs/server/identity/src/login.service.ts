import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE, type AuthState } from '@portal/api-contract';
import { ERR, HttpError, exclusiveTransaction } from '@portal/server-core';
import type { Database, LoginAttempt, User } from '@portal/server-db';
import { rightsOf } from './access.policy';
import { findCorporationAccount, findUserByAccount, findUserById, organisationName, upgradePasswordHash } from './accounts.repository';
import {
  consumeAttempt,
  dropCode,
  findAttempt,
  insertAttempt,
  killAttempt,
  markVerified,
  smsSentSince,
  spendCodeTry,
  storeCode,
} from './login-attempts.repository';
import { SMS_RULES, accountKey, codeHash, sameHash, type CasValidator, type PasswordVerifier } from './login.rules';
import { clearPasswordTries, forgetOldPasswordTries, lockedUntil, spendPasswordTry } from './password-tries.repository';
import type { SessionService } from './sessions';
import { maskPhone, type SmsSender } from './sms';
import { anonymousActor, auditRefusal, UNKNOWN_CLIENT, type LoginClient } from './login.audit';
import { actorOf, appendAudit } from '@portal/server-audit';

export interface LoginDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  cas: () => CasValidator;
  sms: SmsSender;
  passwords: PasswordVerifier;
  now: () => number;
  /** Where a failed SMS send is reported (the phone masked, never the code). */
  log?: { warn(object: object, message?: string): void } | undefined;
  /** When the stale password-try counts were last swept (housekeeping every 10 minutes). */
  sweep: { lastAt: number };
}

const EXPIRED = '登录已失效，请重新登录';
const TOO_MANY_WRONG = '验证码错误次数过多，请重新登录';

async function startAttempt(deps: LoginDeps, user: User, loginType: 'sso' | 'account', uuid: string) {
  if (user.enabled !== 1) throw ERR.forbidden('账号已被停用，请联系平台管理员');
  const attemptId = await insertAttempt(deps.db, user, loginType, uuid, deps.now());
  return { attemptId, maskedPhone: maskPhone(user.phone), userType: user.user_type };
}

/** A live attempt and its user, or the reason it cannot continue. */
async function liveAttempt(deps: LoginDeps, attemptId: string): Promise<{ attempt: LoginAttempt; user: User }> {
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt || attempt.consumed_at !== null) throw ERR.badRequest(EXPIRED);
  if (attempt.dead_at !== null) throw ERR.tooMany(TOO_MANY_WRONG);
  if (deps.now() >= attempt.expires_at) throw ERR.badRequest('登录已超时，请重新登录');
  const user = await findUserById(deps.db, attempt.user_id);
  if (!user || user.enabled !== 1) throw ERR.forbidden('账号已被停用，请联系平台管理员');
  return { attempt, user };
}

/** Counts the try before the password is checked; a locked name is refused with the time left. */
async function takePasswordTry(deps: LoginDeps, key: string): Promise<void> {
  const at = deps.now();
  if (!(await spendPasswordTry(deps.db, key, at))) {
    const minutes = Math.max(1, Math.ceil((((await lockedUntil(deps.db, key)) ?? at) - at) / 60_000));
    throw ERR.tooMany(`密码错误次数过多，该账号已暂时锁定，请${minutes}分钟后再试`);
  }
  if (at - deps.sweep.lastAt > 10 * 60_000) {
    deps.sweep.lastAt = at;
    await forgetOldPasswordTries(deps.db, at);
  }
}

/** Corporation: validate the CAS ticket server-to-server for our own service URL. */
export async function primarySso(deps: LoginDeps, input: { ticket: string; service: string; uuid: string }, siteOrigin: string, client = UNKNOWN_CLIENT) {
  try {
    return await ssoFirstStep(deps, input, siteOrigin);
  } catch (error) {
    throw await auditRefusal(deps.db, deps.now(), anonymousActor('(统一身份认证)', client), 'sso', { type: 'login', id: 'sso' }, error);
  }
}

async function ssoFirstStep(deps: LoginDeps, input: { ticket: string; service: string; uuid: string }, siteOrigin: string) {
  const service = new URL(input.service);
  // A ticket issued for another site's service must not sign anyone in here. The site's origin
  // is the configured one, never the request's Host (issue 12 §3).
  if (service.origin !== siteOrigin || service.pathname !== '/login') throw ERR.badRequest('参数错误：body.service 不是本站的登录地址');
  const result = await deps.cas().validate(input.ticket, input.service);
  if (!result.ok) {
    if (result.code === 'PROVIDER_UNAVAILABLE') throw new HttpError(503, 5030, '统一身份认证服务暂不可用，请稍后重试');
    throw ERR.badRequest('登录票据无效或已使用，请重新登录');
  }
  if (result.attributes.userType !== 'corporation') throw ERR.legalPersonOnly();
  const user = await findCorporationAccount(deps.db, result.user);
  // Issue 21 §10d: its own code, so the login page shows the site's service contact with it.
  if (!user) throw new HttpError(403, NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE);
  return startAttempt(deps, user, 'sso', input.uuid);
}

/** Staff: account + password. The same answer for an unknown account and a wrong password. */
export async function primaryAccount(deps: LoginDeps, input: { account: string; password: string; uuid: string }, client = UNKNOWN_CLIENT) {
  try {
    return await passwordFirstStep(deps, input);
  } catch (error) {
    throw await auditRefusal(
      deps.db,
      deps.now(),
      anonymousActor(input.account, client),
      'password',
      { type: 'account', id: input.account.slice(0, 64) },
      error,
    );
  }
}

async function passwordFirstStep(deps: LoginDeps, input: { account: string; password: string; uuid: string }) {
  const key = accountKey(input.account);
  await takePasswordTry(deps, key);
  const user = await findUserByAccount(deps.db, input.account);
  const staff = user && (user.user_type === 'admin' || user.user_type === 'user') ? user : undefined;
  // Verify even without a user so both paths take the same time (issue 12 §6: a full scrypt).
  const valid = await deps.passwords.verify(input.password, staff?.password_hash ?? null);
  if (!staff || !valid) throw ERR.badRequest('账号或密码错误');
  await clearPasswordTries(deps.db, key);
  // Decision 0029: rights come from roles within the account's clients; none means nothing to sign in to.
  if (rightsOf(staff).length === 0) throw ERR.forbidden('该账号尚未开通任何客户端或权限，请联系平台管理员');
  // A hash made with older, weaker parameters is upgraded while the password is at hand (ASVS 11.2.2).
  if (staff.password_hash && deps.passwords.hash && deps.passwords.needsRehash?.(staff.password_hash)) {
    await upgradePasswordHash(deps.db, staff.id, await deps.passwords.hash(input.password), staff.password_hash);
  }
  return startAttempt(deps, staff, 'account', input.uuid);
}

/**
 * Sends the second step's code, within the per-phone limits; a failed send leaves no valid code.
 * Issue 20: the limits' check and the send's record are one exclusive transaction per phone, so two
 * sends for one phone, through any nodes, never both pass the 1-a-minute rule.
 */
export async function sendCode(deps: LoginDeps, attemptId: string) {
  const { attempt, user } = await liveAttempt(deps, attemptId);
  if (attempt.verified_at !== null) throw ERR.badRequest('验证码已验证，请继续登录');
  const at = deps.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await exclusiveTransaction(deps.db, `sms:${user.phone}`, async (trx) => {
    for (const limit of SMS_RULES.limits) {
      if ((await smsSentSince(trx, user.phone, at - limit.windowMs)) >= limit.max) throw ERR.tooMany(limit.msg);
    }
    await storeCode(trx, attempt.id, user.phone, codeHash(attempt.id, code), at);
  });
  try {
    await deps.sms.send(user.phone, { text: `【江苏省公共数据授权运营平台】您的登录验证码为${code}，5分钟内有效。请勿泄露给他人。`, params: { code } });
  } catch (error) {
    deps.log?.warn({ phone: maskPhone(user.phone), reason: (error as { gatewayCode?: string }).gatewayCode ?? (error as Error).name }, 'SMS send failed');
    // Fail closed: a code nobody received must not stay valid.
    await dropCode(deps.db, attempt.id);
    throw new HttpError(503, 5031, '短信发送失败，请稍后重试');
  }
  return { resendAfterSeconds: SMS_RULES.resendAfterSeconds, expiresInSeconds: SMS_RULES.codeTtlMs / 1000 };
}

/** Checks the second step's code; every check spends one of the attempt's tries first. */
export async function checkCode(deps: LoginDeps, attemptId: string, code: string, client = UNKNOWN_CLIENT) {
  try {
    return await codeStep(deps, attemptId, code);
  } catch (error) {
    throw await auditRefusal(deps.db, deps.now(), anonymousActor('(短信验证)', client), 'code', { type: 'login-attempt', id: attemptId.slice(0, 64) }, error);
  }
}

async function codeStep(deps: LoginDeps, attemptId: string, code: string) {
  const { attempt } = await liveAttempt(deps, attemptId);
  if (attempt.verified_at !== null) throw ERR.badRequest('验证码已验证，请继续登录');
  if (!attempt.code_hash || attempt.code_expires_at === null || deps.now() >= attempt.code_expires_at) {
    throw ERR.badRequest('验证码已失效，请重新获取');
  }
  const spent = await spendCodeTry(deps.db, attempt.id);
  if (spent === undefined) {
    // The tries are used up (or another check passed meanwhile): the attempt is over.
    await killAttempt(deps.db, attempt.id, deps.now());
    throw ERR.tooMany(TOO_MANY_WRONG);
  }
  if (sameHash(attempt.code_hash, codeHash(attempt.id, code))) {
    if (!(await markVerified(deps.db, attempt.id, deps.now()))) throw ERR.badRequest(EXPIRED);
    return { passed: true as const };
  }
  if (spent >= SMS_RULES.maxWrongTries) {
    await killAttempt(deps.db, attempt.id, deps.now());
    throw ERR.tooMany(TOO_MANY_WRONG);
  }
  throw ERR.badRequest(`验证码错误，还可尝试${SMS_RULES.maxWrongTries - spent}次`);
}

/** Turns a verified attempt into a session, once; returns the spec §3 AuthState. */
export async function complete(deps: LoginDeps, attemptId: string, client: LoginClient = UNKNOWN_CLIENT): Promise<AuthState> {
  const { attempt, user } = await liveAttempt(deps, attemptId);
  if (attempt.verified_at === null) throw ERR.forbidden('请先完成短信验证');
  return deps.db.transaction().execute(async (trx) => {
    if (!(await consumeAttempt(trx, attempt.id, deps.now()))) throw ERR.badRequest(EXPIRED);
    const token = await deps.sessions.create(user.id, trx);
    const at = deps.now();
    await trx
      .updateTable('users')
      .set((eb) => ({ first_sign_in_at: eb.fn.coalesce('first_sign_in_at', eb.val(at)), last_sign_in_at: at }))
      .where('id', '=', user.id)
      .execute();
    // Issue 17: the sign-in is audited in the transaction that makes its session.
    await appendAudit(trx, {
      actor: actorOf(user, client),
      action: 'login.success',
      target: { type: 'account', id: user.id },
      summary: { loginType: attempt.login_type },
      at: deps.now(),
    });
    const corName = user.org_id ? await organisationName(trx, user.org_id) : undefined;
    return {
      userType: user.user_type,
      name: user.name,
      corName: corName ?? '',
      token,
      rights: rightsOf(user).filter((right) => right !== ''),
      ...(user.must_change_password === 1 ? { mustChangePassword: true } : {}),
    };
  });
}

/**
 * Sign-in (architecture §5): a first step (CAS ticket for corporations, account + password for
 * staff) starts an attempt; the SMS second step must pass before `complete` turns the attempt
 * into a session. Every failure fails closed.
 */
export function createLoginService(deps: Omit<LoginDeps, 'sweep' | 'now'> & { now?: () => number }) {
  const bound: LoginDeps = { ...deps, now: deps.now ?? Date.now, sweep: { lastAt: 0 } };
  return {
    primarySso: (input: { ticket: string; service: string; uuid: string }, siteOrigin: string, client?: LoginClient) =>
      primarySso(bound, input, siteOrigin, client),
    primaryAccount: (input: { account: string; password: string; uuid: string }, client?: LoginClient) => primaryAccount(bound, input, client),
    sendCode: (attemptId: string) => sendCode(bound, attemptId),
    checkCode: (attemptId: string, code: string, client?: LoginClient) => checkCode(bound, attemptId, code, client),
    complete: (attemptId: string, client?: LoginClient) => complete(bound, attemptId, client),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
