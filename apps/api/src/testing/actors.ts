import { newToken, sha256 } from '@portal/server-db';
import { createOnboardingService } from '@portal/server-onboarding';
import type { PortalServer } from './portal-server';

/**
 * The callers of an authorization table (issue 6): anonymous, two corporations, the traffic
 * domain's reviewer, another domain's reviewer, an admin and a disabled account.
 */
export const ACTORS = ['anonymous', 'corpA', 'corpB', 'reviewer', 'otherReviewer', 'admin', 'disabled'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;
export const ACCOUNTS: Record<SignedInActor, string> = {
  corpA: 'corp.jsdata',
  corpB: 'corp.njtraffic',
  reviewer: 'reviewer.traffic',
  otherReviewer: 'reviewer.health',
  admin: 'admin',
  disabled: 'corp.tzpharma',
};

/** HTTP status and envelope code; 200/0 is success. */
export type Outcome = readonly [status: number, code: number];
export const OK: Outcome = [200, 0];
export const BAD: Outcome = [400, 4000];
export const ANON: Outcome = [401, 1001];
export const FORBIDDEN: Outcome = [403, 4030];
export const HIDDEN: Outcome = [404, 4011];
export const CONFLICT: Outcome = [409, 4090];

/** A row of the table: refused for everyone (anonymous and disabled 401, the rest 403) except the callers named. */
export const only = (allowed: Partial<Record<Actor, Outcome>>): Record<Actor, Outcome> => ({
  anonymous: ANON,
  // Issue 17: a disabled account's sessions are over (HTTP 401).
  disabled: ANON,
  corpA: FORBIDDEN,
  corpB: FORBIDDEN,
  reviewer: FORBIDDEN,
  otherReviewer: FORBIDDEN,
  admin: FORBIDDEN,
  ...allowed,
});

/**
 * The labels of an authorisation table (`<METHOD> <path>` then any note) name every route of the
 * given contract groups that is under /primary or /second: a new workspace call without a row fails.
 */
export function uncoveredRoutes(groups: readonly Record<string, { method: string; path: string }>[], labels: readonly string[]): string[] {
  const covered = new Set(labels.map((label) => label.split(' ').slice(0, 2).join(' ')));
  return groups
    .flatMap((group) => Object.values(group))
    .filter((route) => /^\/(primary|second)\//.test(route.path))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !covered.has(route));
}

/**
 * The sessions of the console's authorisation tables (issue 17/18): nobody, a corporation, a domain
 * reviewer, an admin whose role lacks the console rights (admin.ops, 终审员), a disabled account, the
 * content operator (admin.content: content, analytics, dictionary) and the platform admin.
 */
export async function consoleTokens(
  server: PortalServer,
): Promise<Record<'anonymous' | 'corporation' | 'reviewer' | 'adminWithoutRight' | 'disabled' | 'contentOperator' | 'admin', string | undefined>> {
  return {
    anonymous: undefined,
    corporation: (await sessionFor(server, ACCOUNTS.corpA)).token,
    reviewer: (await sessionFor(server, ACCOUNTS.reviewer)).token,
    adminWithoutRight: (await sessionFor(server, 'admin.ops')).token,
    disabled: (await sessionFor(server, ACCOUNTS.disabled)).token,
    contentOperator: (await sessionFor(server, 'admin.content')).token,
    admin: (await sessionFor(server, ACCOUNTS.admin)).token,
  };
}

/** How the console refuses those without the right: 401 without a (valid) session, 403 otherwise. */
export const CONSOLE_REFUSALS: Readonly<Record<'anonymous' | 'corporation' | 'reviewer' | 'adminWithoutRight' | 'disabled', Outcome>> = {
  anonymous: ANON,
  corporation: FORBIDDEN,
  reviewer: FORBIDDEN,
  adminWithoutRight: FORBIDDEN,
  disabled: ANON,
};

/** The audit records of one action group (`wall.`, `user.`), oldest first: who did what. */
export async function auditedActions(server: PortalServer, prefix: string): Promise<{ action: string; actor_account: string }[]> {
  return server.database.db.selectFrom('audit_log').select(['action', 'actor_account']).where('action', 'like', `${prefix}%`).orderBy('seq').execute();
}

/** A session of an account on `db`, written straight into the table (sign-in itself is tested in login.routes.test.ts). */
export async function writeSession(
  db: PortalServer['database']['db'],
  account: string,
  at: number,
  lifetimeMs = 3_600_000,
): Promise<{ token: string; userId: string }> {
  const user = await db.selectFrom('users').select(['id']).where('account', '=', account).executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      created_at: at,
      last_seen_at: at,
      idle_expires_at: at + lifetimeMs,
      absolute_expires_at: at + 2 * lifetimeMs,
      revoked_at: null,
    })
    .execute();
  return { token, userId: user.id };
}

/** A session for an account on the server, at its clock's time. */
export function sessionFor(server: PortalServer, account: string, lifetimeMs = 3_600_000): Promise<{ token: string; userId: string }> {
  return writeSession(server.database.db, account, server.clock.now, lifetimeMs);
}

/** Sessions for every signed-in actor: their tokens (anonymous has none) and user ids. */
export async function signInActors(server: PortalServer, lifetimeMs?: number) {
  const tokens: Partial<Record<Actor, string>> = {};
  const users: Partial<Record<SignedInActor, string>> = {};
  for (const [actor, account] of Object.entries(ACCOUNTS) as [SignedInActor, string][]) {
    const session = await sessionFor(server, account, lifetimeMs);
    tokens[actor] = session.token;
    users[actor] = session.userId;
  }
  return { tokens, users };
}

/** A call's outcome for the table. */
export async function outcomeOf(
  server: PortalServer,
  actor: Actor,
  tokens: Partial<Record<Actor, string>>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Outcome> {
  const response = await server.api(method, path, body, tokens[actor]);
  return [response.statusCode, (response.json() as { code: number }).code];
}

/** Corporation A's application in 交通运输, submitted and waiting for first review; its id. */
export async function submittedApplication(server: PortalServer, contact = { name: '周振华', phone: '13951700101' }): Promise<string> {
  const { db } = server.database;
  const service = createOnboardingService({ db, now: () => server.clock.now });
  const corpA = await db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpA).executeTakeFirstOrThrow();
  const { application } = await service.saveDraft(corpA, {
    domainId: 'dom_traffic',
    contactName: contact.name,
    contactPhone: contact.phone,
    scenario: '基于交通运输公共数据开发城市出行指数产品。',
    dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
  });
  await service.submit(corpA, application.id, 1);
  return application.id;
}

/** Corporation B's draft in 交通运输, withdrawn before it was ever submitted (issue 12 §10); its id. */
export async function withdrawnDraft(server: PortalServer): Promise<string> {
  const { db } = server.database;
  const service = createOnboardingService({ db, now: () => server.clock.now });
  const corpB = await db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpB).executeTakeFirstOrThrow();
  const { application } = await service.saveDraft(corpB, {
    domainId: 'dom_traffic',
    contactName: '陈立新',
    contactPhone: '13951700202',
    scenario: '交通客流分析草稿，未提交即撤回。',
    dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
  });
  await service.withdraw(corpB, application.id, Number(application.version));
  return application.id;
}

/** A call of the contract (a GET with the spec's `t`) as its HTTP status, envelope and outcome for the tables. */
export async function callApi<T = unknown>(server: PortalServer, method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined) {
  const response = await server.api(method, method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}t=1` : path, body, token);
  const envelope = response.json() as { code: number; msg: string; data: T };
  return { status: response.statusCode, code: envelope.code, msg: envelope.msg, data: envelope.data, outcome: [response.statusCode, envelope.code] as Outcome };
}
