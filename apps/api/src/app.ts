import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API, API_BASE_PATH } from '@portal/api-contract';
import { hashPassword, needsRehash, verifyPassword, type DatabaseHandle } from '@portal/server-db';
import type { DomainContext } from '@portal/server-core';
import type { ServerConfig } from './config';
import { contractRoute } from './http/contract-route';
import { authentication } from './plugins/authentication';
import { errorEnvelope } from './plugins/errors';
import { openApiDocs } from './plugins/openapi';
import { requestLogOptions } from './plugins/request-log';
import { siteOfHost, siteOrigins, type SiteOrigin } from './plugins/site-hosts';
import { webApps } from './plugins/web-apps';
import { catalogueRoutes } from './routes/catalogue.routes';
import { loginRoutes } from './routes/login.routes';
import { publicationsRoutes } from './routes/publications.routes';
import { searchRoutes } from './routes/search.routes';
import { onboardingRoutes } from './routes/onboarding.routes';
import { filesRoutes } from './routes/files.routes';
import { announcementsRoutes } from './routes/announcements.routes';
import { workspaceRoutes } from './routes/workspace.routes';
import { createFilesService, type UploadQuota } from './services/files.service';
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
  config: Pick<ServerConfig, 'webRoot' | 'casBaseUrl' | 'publicOrigin' | 'devTools' | 'session' | 'loginRatePerMinute'> &
    Partial<Pick<ServerConfig, 'searchRatePerMinute' | 'smsGateway' | 'trustProxy' | 'maxEventLoopDelayMs'>> & {
      /** Uploads per user and minute (issue 6); default 20. */
      uploadRatePerMinute?: number;
      /** Requests served at once; more are shed with 503 (issue 12 §11). Default 256. */
      maxInFlight?: number;
      /** Per-account upload quota (issue 12 §4); tests make it small. */
      uploadQuota?: Partial<UploadQuota>;
    };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaceable for tests. */
  now?: () => number;
  sms?: SmsSender;
  cas?: CasValidator;
  /** Replaceable for tests: false puts the server under pressure (as an overloaded event loop does). */
  pressureCheck?: () => boolean;
}

/** The answer of a shed request (issue 12 §11): at once, and worth a retry in a second. */
function shed(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send({ code: 5030, msg: '服务繁忙，请稍后再试', data: null });
}

/** JSON bodies above this size answer 413 (uploads have their own limits). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The portal server: external plugins (security headers, rate limits, cookies,
 * multipart, static apps, docs), then app plugins (database-backed services,
 * authentication), then the routes of the contract.
 */
export async function buildApp({ config, database, logger = false, now = Date.now, ...deps }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
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
  const { db } = database;

  await app.register(helmet, {
    // architecture §9: strict CSP, no inline script or style (issue 13). antd's styles are a static
    // stylesheet; the few <style> elements added at run time carry the page's nonce (web-apps.ts).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Issue 13 §Bytes: answers of 1 KB or more (API JSON, the dev CAS pages, the OpenAPI document) are
  // compressed on the fly, br or gzip as Accept-Encoding prefers, with `Vary: Accept-Encoding`.
  // Registered before any route: it hooks each route as it is added. The site apps' files are not
  // touched here: the build compressed them (web-apps.ts turns this off on its route), and an answer
  // that already has a Content-Encoding is passed through anyway.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Text only. The default list also takes application/octet-stream, so uploaded files sent back
    // (already-compressed PDFs, Office files, archives, images) would be compressed for nothing.
    // Types not matched here still count when mime-db calls them compressible (e.g. font/ttf).
    customTypes: /^(?:text\/(?!event-stream)|image\/svg\+xml|application\/(?:javascript|(?:[\w.-]+\+)?(?:json|xml))(?:;|$))/,
    // Only answers: request bodies stay as sent (a compressed body is not inflated, so no zip bombs).
    globalDecompression: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 20 } });
  // Applied to the root instance (not registered), so every plugin's routes answer with the envelope.
  errorEnvelope(app);
  await app.register(openApiDocs);

  // API answers are never stored by a browser or a proxy unless a route says otherwise (ASVS
  // 14.3.2): they carry session data, and the sign-in answer carries the token.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE_PATH}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Issue 12 §11: load shedding. A saturated event loop (synchronous SQLite work, 1,000 clients)
  // never lets many requests be "in flight" at once: they wait in the accept queue instead, past
  // their clients' patience. When the loop lags by more than MAX_EVENT_LOOP_DELAY_MS (500 ms),
  // requests are answered 503 at once, which costs nothing, until it catches up (soak:
  // bench/results/soak.json).
  await app.register(underPressure, {
    // 0 (tests that do not ask for it, the e2e server): no shedding on lag.
    maxEventLoopDelay: config.maxEventLoopDelayMs ?? 0,
    sampleInterval: 100,
    ...(deps.pressureCheck ? { healthCheck: async () => deps.pressureCheck?.() ?? true, healthCheckInterval: 20 } : {}),
    exposeStatusRoute: false,
    pressureHandler: (_request, reply) => {
      void shed(reply);
    },
  });

  // At most maxInFlight requests are served at once; the next ones
  // get 503 at once (with Retry-After) instead of queueing for seconds, and a request whose client
  // has gone by the time its turn comes is dropped before it does any work.
  const maxInFlight = config.maxInFlight ?? 256;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE_PATH}/health`)) return undefined;
    if (inFlight >= maxInFlight) return shed(reply);
    inFlight += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    return undefined;
  });
  app.addHook('preHandler', async (request) => {
    if (request.socket?.destroyed) {
      // The client left while this request waited: nobody will read the answer.
      throw Object.assign(new Error('client gone'), { statusCode: 499 });
    }
  });

  // Issue 12 §3: the sites are the configured public origin and its city subdomains. Links and
  // service URLs are built from these, never from a Host header; other hosts are refused.
  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  let known: { port: number; origins: SiteOrigin[] } | undefined;
  const sites = () => {
    const port = listeningPort();
    if (!known || known.port !== port) known = { port, origins: siteOrigins(config.publicOrigin, port) };
    return known.origins;
  };
  // The site is resolved once per request, here; routes read it with siteOf.
  const requestSites = new WeakMap<FastifyRequest, SiteOrigin>();
  /** The site of a request that passed the host check below. */
  const siteOf = (request: FastifyRequest): SiteOrigin => {
    const site = requestSites.get(request);
    if (!site) throw new Error('request for an unknown host passed the host check');
    return site;
  };
  app.addHook('onRequest', async (request, reply) => {
    const site = siteOfHost(sites(), request.headers.host);
    if (site) {
      requestSites.set(request, site);
      return undefined;
    }
    const path = request.url.split('?')[0] ?? '';
    // Health probes come by address; the dev CAS validation is this server calling itself on
    // 127.0.0.1 (loopback only, see the provider). Neither builds anything from the host.
    if (path === `${API_BASE_PATH}/health` || (config.devTools && path === '/cas/p3/serviceValidate')) return undefined;
    reply.code(421).header('cache-control', 'no-store');
    if (path.startsWith(`${API_BASE_PATH}/`)) return reply.send({ code: 4210, msg: '站点地址无效，请通过平台的正式地址访问', data: null });
    return reply.type('text/plain; charset=utf-8').send(`421 站点地址无效：请通过 ${sites()[0]?.origin ?? config.publicOrigin} 访问本平台`);
  });

  const sessions = createSessionService(db, config.session, now);
  const passwords = { verify: verifyPassword, hash: hashPassword, needsRehash };
  const sms =
    deps.sms ??
    (config.smsGateway ? createAliyunSmsSender(config.smsGateway) : config.devTools ? createDevSmsSender({ db, log: app.log }) : undefined);
  // Fail closed: no way to send a code means no sign-in, never a code nobody receives.
  if (!sms) throw new Error('No SMS sender: configure the SMS gateway, or DEV_IDENTITY=1 for the dev outbox');
  // The dev CAS provider runs in this process; validation still goes over HTTP to it.
  const casBase = () => config.casBaseUrl ?? `http://127.0.0.1:${listeningPort()}/cas`;
  const cas = () => deps.cas ?? createCasClient({ baseUrl: casBase() });
  const login = createLoginService({ db, sessions, cas, sms, passwords, now, log: app.log });

  authentication(app, (token) => sessions.authenticate(token));
  const domain: DomainContext = { db, now };

  contractRoute(app, API.health.health, async () => ({ status: 'up' as const }));
  await app.register(loginRoutes, {
    login,
    sessions,
    passwords,
    ratePerMinute: config.loginRatePerMinute,
    siteOrigin: (request) => siteOf(request).origin,
    browserCasBase: (request) => config.casBaseUrl ?? `${siteOf(request).origin}/cas`,
    ...domain,
  });

  await app.register(catalogueRoutes, domain);
  await app.register(publicationsRoutes, domain);
  await app.register(onboardingRoutes, domain);

  const files = createFilesService({ db, now, ratePerMinute: config.uploadRatePerMinute ?? 20, ...(config.uploadQuota ? { quota: config.uploadQuota } : {}) });
  await app.register(filesRoutes, { files });
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
  await app.register(searchRoutes, { ...domain, ratePerMinute: config.searchRatePerMinute ?? 120 });

  if (config.devTools) {
    await app.register(devCasPlugin, { db, prefix: '/cas', now, registeredOrigins: () => sites().map((entry) => entry.origin) });
    await app.register(devSmsOutboxPlugin, { db, prefix: '/dev' });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_BASE_PATH}/`)) {
      // Not 4011: that code means a missing item and sends the visitor to /404 (spec §8);
      // an unknown call is a client bug and gets an ordinary error.
      return reply.code(404).send({ code: 4040, msg: '接口不存在', data: null });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在');
  });

  await app.register(webApps, { webRoot: config.webRoot, siteOf: (request) => siteOf(request).site });
  return app;
}
