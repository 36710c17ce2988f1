import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { API } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { actorOf, appendAudit } from '@portal/server-audit';
import { assertNewPassword, organisationName, rightsOf, storePassword, type LoginService, type SessionService } from '@portal/server-identity';
import { contractRoute } from '../http/contract-route';

export interface LoginRoutesOptions extends DomainContext {
  login: LoginService;
  sessions: SessionService;
  passwords: { verify(plain: string, stored: string | null): Promise<boolean>; hash(plain: string): Promise<string> };
  /** The CAS base URL the browser uses (logout, register), for this request's site. */
  browserCasBase(request: FastifyRequest): string;
  /** The configured origin of the site a request came to (never built from its Host header). */
  siteOrigin(request: FastifyRequest): string;
  /** Brute-force limit on the sign-in calls, per client address and minute. */
  ratePerMinute: number;
}

/**
 * Password changes per session and minute (issue 12 §12): each try checks the old password, so
 * without a limit a stolen session could guess it at scrypt speed. Keyed by the session token (the
 * account is not known before the handler), or the client address when no token is sent.
 */
export const MODIFY_PASSWORD_PER_MINUTE = 5;

const sessionOrAddress = (request: FastifyRequest) => {
  const token = request.userToken();
  return token ? `session:${createHash('sha256').update(token).digest('hex')}` : `ip:${request.ip}`;
};

/** The sign-in calls of spec §7 (login group, logout/register addresses, modify-password). */
export async function loginRoutes(app: FastifyInstance, options: LoginRoutesOptions) {
  const { login, sessions } = options;
  const limited = { config: { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } } };

  contractRoute(app, API.auth.uuid, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return randomUUID();
  });

  contractRoute(app, API.auth.primary, limited, async ({ body, request }) =>
    body.loginType === 'sso' ? login.primarySso(body, options.siteOrigin(request), { ip: request.ip }) : login.primaryAccount(body, { ip: request.ip }),
  );

  contractRoute(app, API.auth.msgSend, limited, async ({ body }) => login.sendCode(body.attemptId));
  contractRoute(app, API.auth.msgCheck, limited, async ({ body, request }) => login.checkCode(body.attemptId, body.code, { ip: request.ip }));
  contractRoute(app, API.auth.second, limited, async ({ body, request }) => login.complete(body.attemptId, { ip: request.ip }));

  contractRoute(app, API.auth.logoutUrl, async ({ token, request, reply }) => {
    reply.header('cache-control', 'no-store');
    // Ends the caller's session; an unknown or missing token has nothing to end.
    if (token) await sessions.revoke(token);
    const home = `${options.siteOrigin(request)}/home`;
    return `${options.browserCasBase(request)}/logout?service=${encodeURIComponent(home)}`;
  });

  // Issue 19: the browser warns two minutes before the idle end and offers 继续使用, which lands here.
  contractRoute(app, API.auth.keepAlive, async ({ token }) => sessions.keepAlive(token ?? ''));

  contractRoute(app, API.auth.me, async ({ user }) => {
    const org = user.org_id ? await organisationName(options.db, user.org_id) : undefined;
    return {
      userType: user.user_type,
      name: user.name,
      corName: org ?? '',
      rights: rightsOf(user),
      ...(user.must_change_password === 1 ? { mustChangePassword: true } : {}),
    };
  });

  contractRoute(app, API.auth.registerUrl, async ({ request }) => `${options.browserCasBase(request)}/register`);

  const passwordLimited = {
    config: { rateLimit: { max: MODIFY_PASSWORD_PER_MINUTE, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
  };
  contractRoute(app, API.auth.modifyPassword, passwordLimited, async ({ body, user, token, client }) => {
    if (!(await options.passwords.verify(body.oldPassword, user.password_hash))) throw ERR.badRequest('原密码不正确');
    // Issue 17: not the account name, not one of the last 5 passwords.
    await assertNewPassword(options.db, options.passwords, user, body.newPassword);
    const hash = await options.passwords.hash(body.newPassword);
    await options.db.transaction().execute(async (trx) => {
      const at = options.now();
      await storePassword(trx, user.id, hash, at, false);
      await appendAudit(trx, {
        actor: actorOf(user, client),
        action: user.must_change_password === 1 ? 'account.password.first-change' : 'account.password.change',
        target: { type: 'account', id: user.id },
        at,
      });
    });
    // Other sessions of this account end; the one that changed the password stays.
    if (token) await sessions.revokeOthers(user.id, token);
    return null;
  });
}
