import { findSiteIdentity, type SiteIdentity } from './directory';
import './build-flags';
import { siteSchema, type Brand, type SiteConfig } from './schema';
import type { Feature } from './features';

export interface SiteOptions {
  brand: Brand;
  features: readonly Feature[];
  footer?: Partial<SiteConfig['footer']>;
  contact?: SiteConfig['contact'];
}

/** The sponsor when a record names none: the region's data bureau (江苏省数据局, 南京市数据局 …). */
export function defaultOrganizer(identity: Pick<SiteIdentity, 'regionZh' | 'kind'>): string {
  return `${identity.regionZh}${identity.kind === 'city' ? '市' : '省'}数据局`;
}

/**
 * Builds a site's full record from its directory identity and its own options,
 * validated with the schema. An invalid record throws at import time, so a bad
 * config fails the build and the tests rather than a visitor's page.
 */
export function defineSite(code: string, options: SiteOptions): SiteConfig {
  const identity = findSiteIdentity(code);
  if (!identity) throw new Error(`Unknown site code "${code}": add it to SITE_DIRECTORY first`);
  const record = {
    ...identity,
    brand: options.brand,
    features: [...options.features],
    footer: { organizer: defaultOrganizer(identity), ...options.footer },
    ...(options.contact ? { contact: options.contact } : {}),
  };
  if (typeof __PORTAL_SITE_RECORDS_CHECKED__ !== 'undefined' && __PORTAL_SITE_RECORDS_CHECKED__) return record as SiteConfig;
  const result = siteSchema.safeParse(record);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid site config "${code}":\n  ${issues.join('\n  ')}`);
  }
  return result.data;
}

export function isFeatureEnabled(site: Pick<SiteConfig, 'features'>, feature: Feature): boolean {
  return site.features.includes(feature);
}
