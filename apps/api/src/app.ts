import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from './constants';
import { webApps } from './plugins/web-apps';
import { loginRoutes } from './routes/login.routes';

export interface AppOptions {
  webRoot: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The portal server: security headers, the API under /alpha-portal/api/v1 and
 * every site's web app by host.
 */
export async function buildApp({ webRoot, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false, requestIdHeader: 'x-request-id' });

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

  app.get(`${API_PREFIX}/health`, async () => ({ code: 0, msg: 'ok', data: { status: 'up' } }));
  await app.register(loginRoutes);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      // Not 4011: that code means a missing item and sends the visitor to /404 (spec §8);
      // an unknown call is a client bug and gets an ordinary error.
      return reply.code(404).send({ code: 4040, msg: '接口不存在', data: null });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在');
  });

  await app.register(webApps, { webRoot });
  return app;
}
