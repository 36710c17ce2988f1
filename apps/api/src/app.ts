import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API_BASE_PATH } from '@portal/api-contract';
import { hashPassword, needsRehash, verifyPassword, type DatabaseHandle } from '@portal/server-db';
import type { DomainContext } from '@portal/server-core';
import type { Feature } from '@portal/site-config';
import type { ServerConfig } from './config';
import { authentication } from './plugins/authentication';
import { requestLogOptions } from './plugins/request-log';
import { externalPlugins } from './plugins/external';
import { loadShedding } from './plugins/load-shedding';
import { nodeIdentity } from './plugins/node-identity';
import type { SiteOrigin } from './plugins/site-hosts';
import { siteResolution } from './plugins/site-resolution';
import { webApps } from './plugins/web-apps';
import { serverRendering } from './plugins/server-render';
import { crawlerRoutes, loadSiteFeatures, noindexStaticSites } from './plugins/crawlers';
import { catalogueRoutes } from './routes/catalogue.routes';
import { loginRoutes } from './routes/login.routes';
import { contentWallRoutes } from './routes/content-wall.routes';
import { newsRoutes } from './routes/news.routes';
import { policiesRoutes } from './routes/policies.routes';
import { callsRoutes } from './routes/calls.routes';
import { pagesRoutes } from './routes/pages.routes';
import { attachmentsRoutes } from './routes/attachments.routes';
import { searchRoutes } from './routes/search.routes';
import { onboardingRoutes } from './routes/onboarding.routes';
import { filesRoutes } from './routes/files.routes';
import { announcementsRoutes } from './routes/announcements.routes';
import { auditRoutes } from './routes/audit.routes';
import { administrationRoutes } from './routes/administration.routes';
import { workspaceRoutes } from './routes/workspace.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { deliveryRoutes } from './routes/delivery.routes';
import { dataUseRoutes } from './routes/data-use.routes';
import { deliverNotices, notificationsRoutes } from './routes/notifications.routes';
import { createSmsDispatcher } from '@portal/server-notifications';
import { createUsageCounter, type UsageCounter } from '@portal/server-analytics';
import type { UploadQuota } from '@portal/server-files';
import { createFilesService } from './file-usages';
import {
  createAliyunSmsSender,
  createCasClient,
  createDevSmsSender,
  createLoginService,
  createSessionService,
  devCasPlugin,
  devSmsOutboxPlugin,
  type CasValidator,
  type SmsSender,
} from '@portal/server-identity';

export interface AppOptions {
  config: Pick<ServerConfig, 'webRoot' | 'ssrRoot' | 'casBaseUrl' | 'publicOrigin' | 'devTools' | 'session' | 'loginRatePerMinute'> &
    Partial<
      Pick<
        ServerConfig,
        'searchRatePerMinute' | 'openApiRatePerMinute' | 'downloadRatePerMinute' | 'smsGateway' | 'trustProxy' | 'maxEventLoopDelayMs' | 'nodeName'
      >
    > & {
      /** Uploads per user and minute (issue 6); default 20. */
      uploadRatePerMinute?: number;
      /** Requests served at once; more are shed with 503 (issue 12 §11). Default 256. */
      maxInFlight?: number;
      /** Per-account upload quota (issue 12 §4); tests make it small. */
      uploadQuota?: Partial<UploadQuota>;
      /** Usage counting (issue 18): off for the bench's baseline; how long counts wait before they are written. */
      usageCounting?: { enabled?: boolean; flushMs?: number };
      /** Issue 22: how often expiry notices are looked for (ms); 0 turns the sweep off (tests run it themselves). Default 60 s. */
      noticeSweepMs?: number;
      /** Page-view beacons per client address and minute; default 600. */
      pageViewRatePerMinute?: number;
      /** Issue 15 §Findable: URLs per sitemap file (sitemaps.org allows 50,000, the default) and rows per read; tests make them small. */
      sitemap?: { urlsPerFile?: number; readPage?: number };
    };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaceable for tests. */
  now?: () => number;
  sms?: SmsSender;
  cas?: CasValidator;
  /** Replaceable for tests: false puts the server under pressure (as an overloaded event loop does). */
  pressureCheck?: () => boolean;
  /** Replaceable for tests: sites' enabled features by code, in place of their records' (issue 15 §Findable). */
  siteFeatures?: Readonly<Record<string, readonly Feature[]>>;
}

/** JSON bodies above this size answer 413 (uploads have their own limits). */
const BODY_LIMIT = 1024 * 1024;

/** The Fastify instance with the server's own settings (proxies, body limit, framework errors in the envelope). */
function createServer(config: AppOptions['config'], logger: AppOptions['logger']): FastifyInstance {
  return Fastify({
    ...requestLogOptions(logger),
    // X-Forwarded-For only from the configured proxies (issue 12 §7); nobody's by default.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    // A URL the router cannot decode (`/%E0%A4%A`) answers in the envelope like every other error
    // (issue 12 §12); Fastify's own answer is a bare JSON error.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ code: 4000, msg: '参数错误：请求地址无效', data: null });
      return reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ code: 4000, msg: '请求无效', data: null });
    },
  });
}

/**
 * Sign-in and sessions (architecture §5): the session service, the SMS sender (fail closed: none
 * configured means no sign-in), the CAS client, authentication once per request, the login routes.
 */
async function signIn(
  app: FastifyInstance,
  {
    config,
    deps,
    domain,
    siteOf,
    listeningPort,
  }: {
    config: AppOptions['config'];
    deps: Pick<AppOptions, 'sms' | 'cas'>;
    domain: DomainContext;
    siteOf: (request: FastifyRequest) => SiteOrigin;
    listeningPort: () => number;
  },
): Promise<SmsSender> {
  const { db, now } = domain;
  const sessions = createSessionService(db, config.session, now);
  const passwords = { verify: verifyPassword, hash: hashPassword, needsRehash };
  const sms =
    deps.sms ?? (config.smsGateway ? createAliyunSmsSender(config.smsGateway) : config.devTools ? createDevSmsSender({ db, log: app.log }) : undefined);
  // Fail closed: no way to send a code means no sign-in, never a code nobody receives.
  if (!sms) throw new Error('No SMS sender: configure the SMS gateway, or DEV_IDENTITY=1 for the dev outbox');
  // The dev CAS provider runs in this process; validation still goes over HTTP to it.
  const casBase = () => config.casBaseUrl ?? `http://127.0.0.1:${listeningPort()}/cas`;
  const cas = () => deps.cas ?? createCasClient({ baseUrl: casBase() });
  const login = createLoginService({ db, sessions, cas, sms, passwords, now, log: app.log });

  authentication(app, (token) => sessions.authenticate(token));
  await app.register(loginRoutes, {
    login,
    sessions,
    passwords,
    ratePerMinute: config.loginRatePerMinute,
    siteOrigin: (request) => siteOf(request).origin,
    browserCasBase: (request) => config.casBaseUrl ?? `${siteOf(request).origin}/cas`,
    ...domain,
  });
  return sms;
}

/** Issue 18: usage counted in memory and written in batches; what is pending is written at close. */
function usageCounter(app: FastifyInstance, { db, now }: DomainContext, options: AppOptions['config']['usageCounting']): UsageCounter {
  const counter = createUsageCounter({
    db,
    now,
    enabled: options?.enabled ?? true,
    ...(options?.flushMs === undefined ? {} : { flushMs: options.flushMs }),
    onError: (error) => app.log.warn({ err: error }, 'writing usage counts failed; kept for the next write'),
  });
  app.addHook('onClose', async () => counter.close());
  return counter;
}

/**
 * Issue 15: server rendering with every site's render bundle loaded. Loading blocks the event loop
 * for seconds (the first loads React and the router): done before load shedding watches the loop, so
 * nothing reads it as pressure, and before the server listens, so no request waits behind it.
 */
async function renderingReady(app: FastifyInstance, ssrRoot: string | undefined) {
  const rendering = serverRendering(app, ssrRoot);
  await rendering.warm();
  return rendering;
}

/** An unknown path: 404 in the envelope under the API, in plain text elsewhere. */
function notFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith(`${API_BASE_PATH}/`)) {
    // Not 4011: that code means a missing item and sends the visitor to /404 (spec §8);
    // an unknown call is a client bug and gets an ordinary error.
    return reply.code(404).send({ code: 4040, msg: '接口不存在', data: null });
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在');
}

/**
 * The portal server: external plugins (security headers, rate limits, cookies,
 * multipart, static apps, docs), then app plugins (database-backed services,
 * authentication), then the routes of the contract.
 */
export async function buildApp({ config, database, logger = false, now = Date.now, ...deps }: AppOptions): Promise<FastifyInstance> {
  const app = createServer(config, logger);
  const { db } = database;

  await externalPlugins(app, { db, now });

  // API answers are never stored by a browser or a proxy unless a route says otherwise (ASVS
  // 14.3.2): they carry session data, and the sign-in answer carries the token.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE_PATH}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  nodeIdentity(app, { db, nodeName: config.nodeName });

  // Issue 15: before load shedding watches the event loop (see renderingReady).
  const rendering = await renderingReady(app, config.ssrRoot);

  await loadShedding(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0, maxInFlight: config.maxInFlight ?? 256, pressureCheck: deps.pressureCheck });

  const { sites, siteOf, knownSiteOf, listeningPort } = siteResolution(app, config);
  // Issue 15 §Findable: before any route, so every answer of a static site's host says noindex.
  const siteFeatures = new Map([...(await loadSiteFeatures(app.log)), ...Object.entries(deps.siteFeatures ?? {})]);
  noindexStaticSites(app, { knownSiteOf, features: siteFeatures });

  const domain: DomainContext = { db, now };
  const siteCodeOf = (request: FastifyRequest) => siteOf(request).site.code;
  const counter = usageCounter(app, domain, config.usageCounting);
  const sms = await signIn(app, { config, deps, domain, siteOf, listeningPort });
  deliverNotices(app, { ...domain, dispatcher: createSmsDispatcher({ db, sms, now, log: app.log }), sweepMs: config.noticeSweepMs ?? 60_000 });
  await app.register(notificationsRoutes, domain);

  await app.register(catalogueRoutes, domain);
  await app.register(contentWallRoutes, { ...domain, siteCodeOf });
  await app.register(newsRoutes, domain);
  await app.register(policiesRoutes, domain);
  await app.register(callsRoutes, domain);
  await app.register(pagesRoutes, domain);
  await app.register(attachmentsRoutes, domain);
  await app.register(onboardingRoutes, domain);
  await app.register(dataUseRoutes, domain);

  const files = createFilesService({
    ...domain,
    ratePerMinute: config.uploadRatePerMinute ?? 20,
    ...(config.uploadQuota ? { quota: config.uploadQuota } : {}),
  });
  await app.register(filesRoutes, { files, counter, siteCodeOf });
  // Issue 12 §4: uploads nothing attached are removed after the grace period, checked hourly.
  const sweeper = setInterval(() => {
    files.sweepUnattached().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'unattached uploads removed'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping unattached uploads failed'),
    );
  }, 3_600_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Issue 6: announcements, the workspace homes and the user detail.
  await app.register(announcementsRoutes, domain);
  await app.register(workspaceRoutes, domain);
  await app.register(auditRoutes, domain);
  await app.register(administrationRoutes, domain);
  await app.register(searchRoutes, { ...domain, ratePerMinute: config.searchRatePerMinute ?? 120, counter, siteCodeOf });
  await app.register(analyticsRoutes, { ...domain, counter, siteCodeOf, ratePerMinute: config.pageViewRatePerMinute ?? 600 });
  const { openApiRatePerMinute = 600, downloadRatePerMinute = 30 } = config;
  await app.register(deliveryRoutes, { ...domain, counter, siteCodeOf, openApiRatePerMinute, downloadRatePerMinute });

  if (config.devTools) {
    await app.register(devCasPlugin, { db, prefix: '/cas', now, registeredOrigins: () => sites().map((entry) => entry.origin) });
    await app.register(devSmsOutboxPlugin, { db, prefix: '/dev' });
  }

  app.setNotFoundHandler(notFound);

  // Issue 15 §Findable: robots.txt and the sitemaps on each site's host (static paths: the apps' catch-all never takes them).
  await app.register(crawlerRoutes, { db, siteOf, features: siteFeatures, ...config.sitemap });
  // Issue 15: public pages rendered on the server where the build wrote the site's render bundle.
  await app.register(webApps, { webRoot: config.webRoot, siteOf: (request) => siteOf(request).site, render: rendering.render });
  return app;
}
