import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API, API_BASE_PATH } from '@portal/api-contract';
import { createSearchIndex, hashPassword, verifyPassword, type DatabaseHandle } from '@portal/server-db';
import { createCasClient, createDevSmsSender, devCasPlugin, devSmsOutboxPlugin } from '@portal/server-identity';
import type { ServerConfig } from './config';
import { contractRoute } from './http/contract-route';
import { errorEnvelope } from './plugins/errors';
import { openApiDocs } from './plugins/openapi';
import { webApps } from './plugins/web-apps';
import { catalogueRoutes } from './routes/catalogue.routes';
import { loginRoutes } from './routes/login.routes';
import { publicationsRoutes } from './routes/publications.routes';
import { searchRoutes } from './routes/search.routes';
import { onboardingRoutes } from './routes/onboarding.routes';
import { filesRoutes } from './routes/files.routes';
import { announcementsRoutes } from './routes/announcements.routes';
import { workspaceRoutes } from './routes/workspace.routes';
import { createAnnouncementsService } from './services/announcements.service';
import { createWorkspaceViews } from './services/workspace.views';
import { createFilesService } from './services/files.service';
import { createOnboardingService } from './services/onboarding.service';
import { createOnboardingViews } from './services/onboarding.views';
import { createSearchService } from './services/search.service';
import { createCatalogueRepository } from './services/catalogue.repository';
import { createContentWallRepository } from './services/content-wall.repository';
import { createPublicationsRepository } from './services/publications.repository';
import { createProductsRepository } from './services/products.repository';
import { createLoginService, type CasValidator, type SmsSender } from './services/login.service';
import { createSessionService } from './services/session.service';

export interface AppOptions {
  config: Pick<ServerConfig, 'webRoot' | 'casBaseUrl' | 'devTools' | 'session' | 'loginRatePerMinute'> & Partial<Pick<ServerConfig, 'searchRatePerMinute'>> & {
      /** Uploads per user and minute (issue 6); default 20. */
      uploadRatePerMinute?: number;
    };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaceable for tests. */
  now?: () => number;
  sms?: SmsSender;
  cas?: CasValidator;
}

/** JSON bodies above this size answer 413 (uploads have their own limits). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The portal server: external plugins (security headers, rate limits, cookies,
 * multipart, static apps, docs), then app plugins (database-backed services,
 * authentication), then the routes of the contract.
 */
export async function buildApp({ config, database, logger = false, now = Date.now, ...deps }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false, requestIdHeader: 'x-request-id', bodyLimit: BODY_LIMIT });
  const { db } = database;

  await app.register(helmet, {
    // architecture §9: strict CSP, no inline script. antd injects its CSS-in-JS
    // styles as <style> elements, so styles alone allow 'unsafe-inline'.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 20 } });
  // Applied to the root instance (not registered), so every plugin's routes answer with the envelope.
  errorEnvelope(app);
  await app.register(openApiDocs);

  const sessions = createSessionService(db, config.session, now);
  const passwords = { verify: verifyPassword, hash: hashPassword };
  const sms = deps.sms ?? createDevSmsSender({ db, log: app.log });
  // The dev CAS provider runs in this process; validation still goes over HTTP to it.
  const casBase = () => {
    if (config.casBaseUrl) return config.casBaseUrl;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return `http://127.0.0.1:${port}/cas`;
  };
  const cas = () => deps.cas ?? createCasClient({ baseUrl: casBase() });
  const login = createLoginService({ db, sessions, cas, sms, passwords, now });

  contractRoute(app, API.health.health, { authenticate: (token) => sessions.authenticate(token) }, async () => ({ status: 'up' as const }));
  await app.register(loginRoutes, {
    login,
    sessions,
    passwords,
    ratePerMinute: config.loginRatePerMinute,
    browserCasBase: (request) => config.casBaseUrl ?? `${request.protocol}://${request.host}/cas`,
    organisationName: async (orgId) => (await db.selectFrom('organisations').select('name').where('id', '=', orgId).executeTakeFirst())?.name,
    updatePassword: async (user, hash) => {
      await db.updateTable('users').set({ password_hash: hash, updated_at: now() }).where('id', '=', user.id).execute();
    },
  });

  await app.register(catalogueRoutes, {
    catalogue: createCatalogueRepository(db),
    products: createProductsRepository(db),
    authenticate: (token) => sessions.authenticate(token),
  });

  await app.register(publicationsRoutes, {
    publications: createPublicationsRepository(db, now),
    wall: createContentWallRepository(db),
    authenticate: (token) => sessions.authenticate(token),
  });

  await app.register(onboardingRoutes, {
    service: createOnboardingService({ db, now }),
    views: createOnboardingViews(db),
    authenticate: (token) => sessions.authenticate(token),
  });

  await app.register(filesRoutes, {
    files: createFilesService({ db, now, ratePerMinute: config.uploadRatePerMinute ?? 20 }),
    authenticate: (token) => sessions.authenticate(token),
  });

  // Issue 6: announcements, the workspace homes and the user detail.
  await app.register(announcementsRoutes, { announcements: createAnnouncementsService({ db, now }), authenticate: (token) => sessions.authenticate(token) });
  await app.register(workspaceRoutes, { views: createWorkspaceViews(db), authenticate: (token) => sessions.authenticate(token) });

  await app.register(searchRoutes, {
    search: createSearchService(createSearchIndex(db), now),
    ratePerMinute: config.searchRatePerMinute ?? 120,
    authenticate: (token) => sessions.authenticate(token),
  });

  if (config.devTools) {
    await app.register(devCasPlugin, { db, prefix: '/cas', now });
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

  await app.register(webApps, { webRoot: config.webRoot });
  return app;
}
