import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@portal/api-contract';
import type { ServerConfig } from '../config';
import { siteOfHost, siteOrigins, type SiteOrigin } from './site-hosts';

/**
 * The site of every request, from its Host header, checked once in an onRequest hook (issue 12
 * §3): other hosts are refused with 421. Returns how routes read a request's site and the sites'
 * origins for the port the server listens on.
 */
export function siteResolution(app: FastifyInstance, config: Pick<ServerConfig, 'publicOrigin' | 'devTools'>) {
  // Issue 12 §3: the sites are the configured public origin and its city subdomains. Links and
  // service URLs are built from these, never from a Host header; other hosts are refused.
  // Read once listening (a server does not change its port); asking the socket is a system call per request.
  let port = 0;
  const listeningPort = () => {
    if (port) return port;
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    return port;
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
  /** The site of a request, or undefined for one let through without a site (health probes, the dev CAS validation) or refused. */
  const knownSiteOf = (request: FastifyRequest): SiteOrigin | undefined => requestSites.get(request);
  app.addHook('onRequest', async (request, reply) => {
    const site = siteOfHost(sites(), request.headers.host);
    if (site) {
      requestSites.set(request, site);
      return undefined;
    }
    const path = request.url.split('?')[0] ?? '';
    // Health probes come by address; the dev CAS validation is this server calling itself on
    // 127.0.0.1 (loopback only, see the provider). Neither builds anything from the host.
    if (path === `${API_BASE_PATH}/health` || path === `${API_BASE_PATH}/health/ready` || (config.devTools && path === '/cas/p3/serviceValidate'))
      return undefined;
    reply.code(421).header('cache-control', 'no-store');
    if (path.startsWith(`${API_BASE_PATH}/`)) return reply.send({ code: 4210, msg: '站点地址无效，请通过平台的正式地址访问', data: null });
    return reply.type('text/plain; charset=utf-8').send(`421 站点地址无效：请通过 ${sites()[0]?.origin ?? config.publicOrigin} 访问本平台`);
  });
  return { sites, siteOf, knownSiteOf, listeningPort };
}
