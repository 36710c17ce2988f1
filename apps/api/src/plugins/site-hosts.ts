import { PROVINCE, SITE_DIRECTORY, type SiteIdentity } from '@portal/site-config';

/**
 * Which site a request's Host belongs to (architecture §8: each city app on its
 * own host, `nj.localhost:PORT`, `nj.<base domain>` in production). The first
 * label of the host picks a city; anything else is the provincial site.
 */
export function siteForHost(host: string | undefined): SiteIdentity {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const labels = hostname.split('.');
  if (labels.length >= 2) {
    const site = SITE_DIRECTORY.find((entry) => entry.kind === 'city' && entry.subdomain === labels[0]);
    if (site) return site;
  }
  return PROVINCE;
}

/** The URL of each site for a base host such as `localhost:8080`. */
export function siteUrls(baseHost: string, protocol = 'http'): { site: SiteIdentity; url: string }[] {
  return SITE_DIRECTORY.map((site) => ({
    site,
    url: `${protocol}://${site.subdomain ? `${site.subdomain}.` : ''}${baseHost}/`,
  }));
}
