import type { SiteIdentity } from '@portal/site-config';
import type { HostLocation } from './page-host';

/**
 * The address of another site of the portal, seen from the current one. Sites share one
 * apex host: the province is served on it and each city on `<subdomain>.<apex>`
 * (nj.localhost:8080, nj.example.gov.cn), so the apex is the current host, less the
 * current city's own label.
 */
export function siteHomeHref(target: Pick<SiteIdentity, 'subdomain'>, current: Pick<SiteIdentity, 'kind'>, location: HostLocation): string | null {
  let apex = location.host;
  if (current.kind === 'city') {
    const [, ...rest] = location.host.split('.');
    if (rest.length === 0) return null;
    apex = rest.join('.');
  }
  return `${location.protocol}//${target.subdomain ? `${target.subdomain}.${apex}` : apex}/home`;
}
