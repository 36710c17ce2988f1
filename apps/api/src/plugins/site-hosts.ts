import { SITE_DIRECTORY, type SiteIdentity } from '@portal/site-config';

/** A site as the public reaches it: its record, its origin and its host (`nj.data.jiangsu.gov.cn`). */
export interface SiteOrigin {
  site: SiteIdentity;
  origin: string;
  host: string;
}

/**
 * The sites' origins for the configured public origin (architecture §8; issue 12 §3): the
 * province on its host, each city on `<subdomain>.` of it. A port of 0 in `publicOrigin` stands for
 * `port` (the one the server listens on, known once it listens).
 */
export function siteOrigins(publicOrigin: string, port?: number): SiteOrigin[] {
  const base = new URL(publicOrigin);
  if (base.port === '0') base.port = String(port ?? 0);
  return SITE_DIRECTORY.map((site) => {
    const url = new URL(base.origin);
    if (site.subdomain) url.hostname = `${site.subdomain}.${url.hostname}`;
    return { site, origin: url.origin, host: url.host };
  });
}

/** The site a Host header names, or undefined for any host that is not one of the sites (or not a host at all). */
export function siteOfHost(origins: readonly SiteOrigin[], hostHeader: string | undefined): SiteOrigin | undefined {
  if (!hostHeader || hostHeader.length > 255) return undefined;
  let host: string;
  try {
    const url = new URL(`${new URL(origins[0]?.origin ?? 'http://x').protocol}//${hostHeader}`);
    if (url.pathname !== '/' || url.username || url.password) return undefined;
    host = url.host.replace(/\.(?=:|$)/, '');
  } catch {
    // `localhost:99999`, spaces, a path: not a host.
    return undefined;
  }
  return origins.find((entry) => entry.host === host);
}
