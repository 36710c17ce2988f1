import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { toCasJson, toCasXml } from './cas-protocol';
import { issueTicket, validateTicket } from './dev-cas.tickets';
import { LOGIN_TITLE, LOGOUT_TITLE, REGISTER_TITLE, loginBody, logoutBody, registerBody } from './dev-cas.pages';
import { errorBody, parseHttpUrl, sendPage } from './html';
import { loopbackOnly } from './loopback';

export interface DevCasPluginOptions {
  db: Kysely<Database>;
  /** Where the provider is mounted. Default `/cas`. */
  prefix?: string;
  /**
   * The origins of the registered services (the portal's sites): tickets are issued only for
   * `<origin>/login`, and the logout page links back only to these origins (issue 12 §8). Read on
   * each request, so a server on port 0 can give its origins once it listens.
   */
  registeredOrigins: () => readonly string[];
  /** Clock (epoch ms), for tests. */
  now?: () => number;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * The project's own CAS 3.0 compatible provider for local runs and tests
 * (architecture §5): an identity chooser instead of a password, service tickets
 * in the database (single use, ≤ 5 minutes, bound to one service URL) and
 * `/p3/serviceValidate` in XML or JSON. Never mounted in production.
 *
 * Register with `app.register(devCasPlugin, { db })` (mounted at /cas) or with
 * an explicit `prefix`, which Fastify applies itself.
 */
export async function devCasPlugin(app: FastifyInstance, options: DevCasPluginOptions): Promise<void> {
  if (options.prefix === undefined) {
    await app.register(casRoutes, { ...options, prefix: '/cas' });
    return;
  }
  await casRoutes(app, options);
}

async function casRoutes(app: FastifyInstance, { db, now = Date.now, registeredOrigins }: DevCasPluginOptions): Promise<void> {
  // Form parsing only inside this encapsulated context.
  await app.register(formbody);
  loopbackOnly(app);
  const base = app.prefix;

  const registered = (url: URL | undefined) => (url && registeredOrigins().includes(url.origin) ? url : undefined);
  /** A service a ticket may be issued for: a registered site's /login. */
  const loginService = (value: unknown) => {
    const url = registered(parseHttpUrl(value));
    return url && url.pathname === '/login' ? url : undefined;
  };

  const badService = (reply: Parameters<typeof sendPage>[0]) =>
    sendPage(reply, 400, LOGIN_TITLE, errorBody('无法登录', '缺少 service 参数，或它不是本平台登记的网站登录地址。请从平台网站重新发起登录。'));

  app.get('/login', async (request, reply) => {
    const serviceText = str((request.query as Record<string, unknown>)['service']);
    const service = loginService(serviceText);
    if (!service || !serviceText) return badService(reply);
    const identities = await db.selectFrom('dev_sso_identities').selectAll().orderBy('created_at').orderBy('account').execute();
    const registerHref = `${base}/register?service=${encodeURIComponent(serviceText)}`;
    return sendPage(reply, 200, LOGIN_TITLE, loginBody(identities, service, serviceText, `${base}/login`, registerHref), service);
  });

  app.post('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const serviceText = str(body['service']);
    const service = loginService(serviceText);
    if (!service || !serviceText) return badService(reply);
    const identityId = str(body['identity']);
    const identity = identityId ? await db.selectFrom('dev_sso_identities').select('id').where('id', '=', identityId).executeTakeFirst() : undefined;
    if (!identity) return sendPage(reply, 400, LOGIN_TITLE, errorBody('无法登录', '所选身份不存在，请返回重新选择。'));

    const ticket = await issueTicket(db, now(), identity.id, serviceText);
    service.searchParams.set('ticket', ticket);
    return reply.header('cache-control', 'no-store').redirect(service.href, 302);
  });

  app.get('/p3/serviceValidate', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const result = await validateTicket(db, now(), str(query['ticket']), str(query['service']));
    // CAS answers 200 with a failure body; the client treats any other status as an outage.
    reply.code(200).header('cache-control', 'no-store');
    if (str(query['format'])?.toUpperCase() === 'JSON') return reply.type('application/json; charset=utf-8').send(toCasJson(result));
    return reply.type('application/xml; charset=utf-8').send(toCasXml(result));
  });

  app.get('/logout', async (request, reply) => {
    // Issue 21 §13e, issue 12 §8: the way back leads to a registered site (where the portal asks
    // for /home), never to an address a link elsewhere put in `service`, nor one built from Host.
    const own = registered(parseHttpUrl((request.query as Record<string, unknown>)['service']));
    return sendPage(reply, 200, LOGOUT_TITLE, logoutBody(own));
  });

  app.get('/register', async (request, reply) => {
    const serviceText = str((request.query as Record<string, unknown>)['service']);
    const loginHref = loginService(serviceText) && serviceText ? `${base}/login?service=${encodeURIComponent(serviceText)}` : undefined;
    const corporations = await db
      .selectFrom('dev_sso_identities')
      .selectAll()
      .where('kind', '=', 'corporation')
      .orderBy('created_at')
      .orderBy('account')
      .execute();
    return sendPage(reply, 200, REGISTER_TITLE, registerBody(corporations, loginHref));
  });
}
